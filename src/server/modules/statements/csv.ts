import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CsvMapping } from '@shared/contracts/statements';
import { calendarDay, LINES_PER_TURN, StatementRefusal, type StatementCredit } from './credit';

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
