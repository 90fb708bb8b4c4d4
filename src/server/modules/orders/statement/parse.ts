import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CsvMapping } from '@shared/contracts/statements';

/**
 * One credit (money in) of a statement. Debits are left out: they never pay an order. `reference` is the
 * bank's own identifier of the transaction when the file gives one ('' otherwise).
 */
export type StatementCredit = {
  bookedOn: string;
  amount: number;
  title: string;
  counterparty: string;
  reference: string;
};

/** A file that cannot be read: the line (1-based, null for the whole file) and why. Nothing of it is stored. */
export class StatementRefusal extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * How many lines are read between two turns of the event loop: a statement of 15,000 lines is read in
 * slices of a few milliseconds, so the other requests of the back office are answered meanwhile.
 */
const LINES_PER_TURN = 500;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day as YYYY-MM-DD, or null (2027-02-30 is not one). */
function calendarDay(year: string, month: string, day: string): string | null {
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || isoDay(date) !== `${year}-${month}-${day}` ? null : isoDay(date);
}

// ---------------------------------------------------------------------------------------------------------
// Encodings. Polish banks export CSV (and some MT940) in Windows-1250, a few in ISO-8859-2, the rest UTF-8.

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Bytes that are Polish letters in Windows-1250 only: Ś Ź ś ź (and Š Ž Ť …) in 0x80–0x9F, Ą ą. */
const CP1250_ONLY = new Set([0x8a, 0x8c, 0x8d, 0x8e, 0x8f, 0x9a, 0x9c, 0x9d, 0x9e, 0x9f, 0xa5, 0xb9]);
/** Bytes that are Polish letters in ISO-8859-2 only: Ą ą Ś ś Ź ź (signs nobody writes in Windows-1250). */
const LATIN2_ONLY = new Set([0xa1, 0xb1, 0xa6, 0xb6, 0xac, 0xbc]);

export type StatementEncoding = 'utf-8' | 'windows-1250' | 'iso-8859-2';

/**
 * Which encoding a file's bytes are in: UTF-8 when they are valid UTF-8 (with or without its byte-order
 * mark); otherwise Windows-1250 or ISO-8859-2, told apart by the bytes where the two put different Polish
 * letters (ą is 0xB9 in one and 0xB1 in the other; 0x80–0x9F are letters only in Windows-1250). A tie goes
 * to Windows-1250, what most Polish banks write.
 */
export function detectEncoding(bytes: Uint8Array): StatementEncoding {
  if (UTF8_BOM.every((byte, at) => bytes[at] === byte)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    let cp1250 = 0;
    let latin2 = 0;
    for (const byte of bytes) {
      if (CP1250_ONLY.has(byte)) cp1250++;
      else if (LATIN2_ONLY.has(byte)) latin2++;
    }
    return latin2 > cp1250 ? 'iso-8859-2' : 'windows-1250';
  }
}

/** A statement file's bytes as text, in the encoding they were written in. */
export function decodeStatement(bytes: Uint8Array): string {
  const text = new TextDecoder(detectEncoding(bytes)).decode(bytes); // drops a UTF-8 byte-order mark
  // A NUL is never in a bank's text file, and the database cannot store it.
  if (text.includes('\u0000')) throw new StatementRefusal(null, 'to nie jest plik tekstowy wyciągu');
  return text;
}

// ---------------------------------------------------------------------------------------------------------
// MT940: tags `:NN[A]:` on their own lines, continued on the following ones; a statement from :20: to :62:.

type Tag = { id: string; data: string; line: number };

const TAG_START = /^:(\d{2}|NS)([A-Z])?:/;
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d[\d,.]*)$/;
/** :61: value date, entry date, (reversal) debit/credit, funds code, amount, type, customer // bank reference. */
const STATEMENT_LINE =
  /^(\d{2})(\d{2})(\d{2})(\d{4})?(R?[CD])([A-Z])?(\d[\d,]{0,15})([A-Z][A-Z0-9]{3})([^/\n]{0,16})(?:\/\/([^\n]{0,16}))?/;
/** Structured :86: (a three-digit code, then subfields '~20…', '^20…', '<20…', '?20…' or '>20…'). */
const STRUCTURED_DETAILS = /^(?:\d{3})?([~^<?>])\d{2}/;

const mtAmount = (raw: string) => Number(raw.replace(',', '.'));
const cents = (amount: number) => Math.round(amount * 100);

const mtDay = (year: number, mm: string, dd: string) => calendarDay(String(year), mm, dd);

/**
 * When the bank booked a :61: line: its entry date (MMDD) when given, else its value date (YYMMDD). The entry
 * date has no year: it is the value date's, or the one next to it when the two straddle New Year.
 */
function bookingDay(yy: string, mm: string, dd: string, entry: string | undefined): string | null {
  const year = 2000 + Number(yy);
  const valueDay = mtDay(year, mm, dd);
  if (!valueDay || !entry) return valueDay;
  const [entryMonth, entryDay] = [entry.slice(0, 2), entry.slice(2)];
  const shift = Number(entryMonth) - Number(mm) < -6 ? 1 : Number(entryMonth) - Number(mm) > 6 ? -1 : 0;
  return mtDay(year + shift, entryMonth, entryDay);
}

/** A statement's lines as tags, each with the line it starts on. */
function tagsOf(lines: string[]): Tag[] {
  const tags: Tag[] = [];
  let current: { id: string; data: string[]; line: number } | null = null;
  const close = () => {
    if (current) tags.push({ id: current.id, data: current.data.join('\n'), line: current.line });
    current = null;
  };
  lines.forEach((text, at) => {
    const match = TAG_START.exec(text);
    if (match) {
      close();
      current = { id: match[1]!, data: [text.slice(match[0].length)], line: at + 1 };
    } else if (text.startsWith('{') || text.startsWith('-}') || text === '-') close();
    else if (current && text.trim()) current.data.push(text);
  });
  close();
  return tags;
}

/** The subfields of a structured :86: ('20' → 'Zapłata PF…'); null when the details are free text. */
function subfieldsOf(details: string): Map<string, string> | null {
  const flat = details.replace(/\n/g, '');
  const structured = STRUCTURED_DETAILS.exec(flat);
  if (!structured) return null;
  const separator = structured[1]!;
  const fields = new Map<string, string>();
  for (const part of flat.split(separator).slice(1)) {
    const key = part.slice(0, 2);
    fields.set(key, (fields.get(key) ?? '') + part.slice(2));
  }
  return fields;
}

const joined = (fields: Map<string, string>, keys: string[]) =>
  keys
    .map((key) => fields.get(key) ?? '')
    .join('')
    .trim();

/** What a :86: says: the title (subfields 20–25), the counterparty (32–33, else 27–28), or the free text. */
function detailsOf(details: string): { title: string; counterparty: string } {
  const fields = subfieldsOf(details);
  if (!fields) return { title: details.replace(/\s*\n\s*/g, ' ').trim(), counterparty: '' };
  return {
    title: joined(fields, ['20', '21', '22', '23', '24', '25', '26']),
    counterparty: joined(fields, ['32', '33']) || joined(fields, ['27', '28']),
  };
}

/**
 * MT940 (tag 61 amounts and references, tag 86 titles), read a slice at a time. Each statement in the file
 * must have its header and balances, and its lines add up to the difference of its balances, so a file cut
 * short is refused rather than half imported.
 */
export async function parseMt940(text: string): Promise<StatementCredit[]> {
  const tags = tagsOf(text.split(/\r?\n/));
  const statements: Tag[][] = [];
  for (const tag of tags) {
    if (tag.id === '20' || !statements.length) statements.push([]);
    statements.at(-1)!.push(tag);
  }
  if (!statements.some((statement) => statement.some((tag) => tag.id === '61' || tag.id === '60')))
    throw new StatementRefusal(null, 'nie znaleziono w nim żadnego wyciągu MT940');

  const credits: StatementCredit[] = [];
  let read = 0;
  for (const statement of statements) {
    const first = statement[0]!.line;
    for (const required of ['20', '25', '28', '60', '62']) {
      if (!statement.some((tag) => tag.id === required))
        throw new StatementRefusal(
          first,
          `to nie jest poprawny wyciąg MT940 (brak pola :${required}: w wyciągu od tego wiersza)`,
        );
    }
    const balance = (id: string) => {
      const tag = statement.find((candidate) => candidate.id === id)!;
      const match = BALANCE.exec(tag.data.trim());
      if (!match) throw new StatementRefusal(tag.line, `nieczytelne saldo :${id}: „${tag.data.trim()}”`);
      return (match[1] === 'D' ? -1 : 1) * cents(mtAmount(match[4]!));
    };
    const turnover = balance('62') - balance('60');
    let sum = 0;
    for (let at = 0; at < statement.length; at++) {
      const tag = statement[at]!;
      if (tag.id !== '61') continue;
      if (++read % LINES_PER_TURN === 0) await nextTurn();
      const match = STATEMENT_LINE.exec(tag.data);
      const bookedOn = match && bookingDay(match[1]!, match[2]!, match[3]!, match[4]);
      if (!match || !bookedOn)
        throw new StatementRefusal(
          tag.line,
          `to nie jest poprawny wyciąg MT940 (nieczytelna pozycja :61:${tag.data.split('\n')[0]})`,
        );
      const mark = match[5]!;
      const amount = mtAmount(match[7]!);
      // A reversed debit (RD) gives money back like a credit; a reversed credit (RC) takes it away.
      const signed = mark === 'C' || mark === 'RD' ? amount : -amount;
      sum += cents(signed);
      if (mark !== 'C' || amount <= 0) continue;
      const details = statement[at + 1]?.id === '86' ? statement[at + 1]!.data : '';
      const { title, counterparty } = detailsOf(details);
      const customerReference = match[9]!.trim();
      const references = [
        customerReference.toUpperCase() === 'NONREF' ? '' : customerReference,
        (match[10] ?? '').trim(),
      ];
      credits.push({
        bookedOn,
        amount: Math.round(amount * 100) / 100,
        title: title || customerReference,
        counterparty,
        reference: references.some(Boolean) ? references.join('//') : '',
      });
    }
    if (sum !== turnover)
      throw new StatementRefusal(
        first,
        `suma pozycji wyciągu (${(sum / 100).toFixed(2)}) nie zgadza się z różnicą sald (${(turnover / 100).toFixed(2)}): plik jest niepełny`,
      );
  }
  return credits;
}

// ---------------------------------------------------------------------------------------------------------
// CSV: a header row names the columns; banks put a few lines about the account above it and totals below.

/** A CSV row, with quoted fields ("a;b", doubled quotes). */
function splitRow(row: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const char = row[i]!;
    if (quoted) {
      if (char === '"' && row[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

/** '1 234,56', '1234.56', '+1 234,56 PLN', '-50,00' → a number; null when it is not an amount. */
function parseAmount(raw: string): number | null {
  let value = raw.replace(/\s|\u00a0|PLN|zł/gi, '');
  if (value.includes(',') && value.includes('.')) value = value.replace(/\./g, '').replace(',', '.');
  else value = value.replace(',', '.');
  return /^[+-]?\d+(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

/** '2027-06-02', '02.06.2027', '02-06-2027' → YYYY-MM-DD; null when it is not a date. */
function parseDate(raw: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const polish = /^(\d{2})[.\-/](\d{2})[.\-/](\d{4})$/.exec(raw);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : polish ? [polish[3], polish[2], polish[1]] : [];
  return year && month && day ? calendarDay(year, month, day) : null;
}

type Role = keyof CsvMapping;

/**
 * The names Polish banks give each column in their CSV exports (PKO BP, mBank, ING, Pekao, Santander,
 * Millennium…), most telling first: mBank has both '#Opis operacji' (the kind) and '#Tytuł' (the title).
 * Compared without case, a leading '#' or doubled spaces. A name ending in '*' matches its beginning
 * (ING's 'Kwota transakcji (waluta rachunku)').
 */
const COLUMN_NAMES: Record<Role, string[]> = {
  date: ['data księgowania', 'data ksiegowania', 'data operacji', 'data transakcji', 'data', 'data waluty'],
  amount: ['kwota', 'kwota operacji', 'kwota transakcji*', 'kwota w walucie rachunku', 'kwota przelewu'],
  title: [
    'tytuł',
    'tytułem',
    'tytuł przelewu',
    'tytuł operacji',
    'tytul',
    'opis transakcji',
    'opis operacji',
    'opis',
    'szczegóły',
  ],
  counterparty: [
    'nadawca',
    'nadawca/odbiorca',
    'odbiorca/nadawca',
    'nazwa nadawcy',
    'dane kontrahenta',
    'kontrahent',
    'nazwa kontrahenta',
  ],
  reference: [
    'nr transakcji',
    'numer transakcji',
    'numer referencyjny',
    'nr referencyjny',
    'referencja',
    'referencje',
    'id transakcji',
  ],
};
const REQUIRED: Role[] = ['date', 'amount', 'title'];
const ROLES: Role[] = ['date', 'amount', 'title', 'counterparty', 'reference'];
const DELIMITERS = [';', '\t', ','];
/** How far down a file its header row may be (mBank puts about twenty lines about the account above it). */
const HEADER_SEARCH_ROWS = 60;

const columnName = (name: string) =>
  name
    .toLowerCase()
    .replace(/^#/, '')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();

/** The column holding a role: the operator's name for it first, then the banks' names in order. */
function columnOf(columns: string[], role: Role, preferred: string | undefined): number {
  const names = columns.map(columnName);
  const wanted = [...(preferred ? [columnName(preferred)] : []), ...COLUMN_NAMES[role]];
  for (const name of wanted) {
    const at = name.endsWith('*')
      ? names.findIndex((column) => column.startsWith(name.slice(0, -1)))
      : names.indexOf(name);
    if (at !== -1) return at;
  }
  return -1;
}

type Header = { row: number; delimiter: string; columns: string[]; at: Record<Role, number> };

/** The first row (of the first few) naming a date, an amount and a title column, in any of the delimiters. */
function findHeader(rows: string[], mapping: Partial<CsvMapping>): Header {
  let closest: { columns: string[]; missing: Role } | null = null;
  for (let row = 0; row < Math.min(rows.length, HEADER_SEARCH_ROWS); row++) {
    if (!rows[row]!.trim()) continue;
    for (const delimiter of DELIMITERS) {
      if (!rows[row]!.includes(delimiter)) continue;
      const columns = splitRow(rows[row]!, delimiter);
      const at = Object.fromEntries(
        ROLES.map((role) => [role, columnOf(columns, role, mapping[role])]),
      ) as Record<Role, number>;
      const missing = REQUIRED.find((role) => at[role] === -1);
      if (!missing) return { row, delimiter, columns, at };
      if (at.date !== -1 || at.amount !== -1) closest ??= { columns, missing };
    }
  }
  const missing = closest?.missing ?? 'date';
  const usual: Partial<Record<Role, string>> = { date: 'Data księgowania', amount: 'Kwota', title: 'Tytuł' };
  const name = mapping[missing] || usual[missing];
  const present = closest ? ` (są: ${closest.columns.filter(Boolean).join(', ')})` : '';
  throw new StatementRefusal(1, `brak kolumny „${name}” w nagłówku${present}`);
}

/**
 * A bank's CSV export: the header row found by its column names (the operator's names for them first), the
 * credits read below it. The title takes in the unnamed columns right after it, where PKO BP continues its
 * description ('Tytuł: …', 'Nazwa nadawcy: …'). Rows without a date (totals, balances, pending payments)
 * are not credits; a row whose date or amount cannot be read refuses the file, naming its line.
 */
export async function parseCsv(text: string, mapping: Partial<CsvMapping>): Promise<StatementCredit[]> {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = findHeader(rows, mapping);
  const { at, delimiter, columns } = header;
  let titleEnd = at.title + 1;
  while (titleEnd < columns.length && !columns[titleEnd]) titleEnd++;

  const credits: StatementCredit[] = [];
  for (let row = header.row + 1; row < rows.length; row++) {
    if ((row - header.row) % LINES_PER_TURN === 0) await nextTurn();
    if (!rows[row]!.trim()) continue;
    const line = row + 1;
    const fields = splitRow(rows[row]!, delimiter);
    const rawDate = fields[at.date] ?? '';
    if (!rawDate) continue;
    const bookedOn = parseDate(rawDate);
    if (!bookedOn)
      throw new StatementRefusal(
        line,
        `nieprawidłowa data „${rawDate}” (oczekiwano RRRR-MM-DD lub DD.MM.RRRR)`,
      );
    const amount = parseAmount(fields[at.amount] ?? '');
    if (amount === null) throw new StatementRefusal(line, `nieprawidłowa kwota „${fields[at.amount] ?? ''}”`);
    if (amount <= 0) continue;
    credits.push({
      bookedOn,
      amount,
      title: fields.slice(at.title, titleEnd).filter(Boolean).join(' '),
      counterparty: at.counterparty === -1 ? '' : (fields[at.counterparty] ?? ''),
      // ING writes its transaction numbers as text for spreadsheets: '202715300000123456.
      reference: at.reference === -1 ? '' : (fields[at.reference] ?? '').replace(/^'/, ''),
    });
  }
  return credits;
}

/**
 * The pro forma numbers a transfer title quotes, however the bank or the buyer wrote them: 'PF/2027/06/0001',
 * 'pf 2027 06 1', 'PF-2027-06-0001', 'PF2027060001'.
 */
export function proformaNumbersIn(title: string): string[] {
  const found = new Set<string>();
  for (const match of title.matchAll(/P\W*F\W*(\d{4})\W*(\d{2})\W*(\d{1,4})(?!\d)/gi)) {
    found.add(`PF/${match[1]}/${match[2]}/${match[3]!.padStart(4, '0')}`);
  }
  return [...found];
}
