import { setImmediate as nextTurn } from 'node:timers/promises';
import { calendarDay, LINES_PER_TURN, StatementRefusal, type StatementCredit } from './credit';

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
