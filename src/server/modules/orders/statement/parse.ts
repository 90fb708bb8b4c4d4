import { Parser } from 'mt940js';
import type { CsvMapping } from '@shared/contracts/statements';
import { badRequest } from '../../../lib/http-errors';

/** One credit (money in) of a statement. Debits are left out: they never pay an order. */
export type StatementCredit = { bookedOn: string; amount: number; title: string; counterparty: string };

/** A refused file: the message names the line, and nothing of the file is stored. */
const refused = (line: number | null, message: string) =>
  badRequest(line === null ? `Plik odrzucony: ${message}` : `Plik odrzucony, wiersz ${line}: ${message}`, {
    content: line === null ? message : `Wiersz ${line}: ${message}`,
  });

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** MT940 (tag 61 amounts, tag 86 titles). mt940js names the tag it cannot read; we find its line. */
export function parseMt940(text: string): StatementCredit[] {
  const lines = text.split(/\r?\n/);
  let statements;
  try {
    statements = new Parser().parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const data = /^Cannot parse tag \S+: (.*)$/.exec(message)?.[1];
    const at = data ? lines.findIndex((line) => line.includes(data.split('\n')[0]!)) : -1;
    throw refused(at === -1 ? null : at + 1, `to nie jest poprawny wyciąg MT940 (${message})`);
  }
  if (!statements.length) throw refused(null, 'nie znaleziono w nim żadnego wyciągu MT940');
  return statements.flatMap((statement) =>
    statement.transactions
      .filter((transaction) => transaction.amount > 0 && !transaction.isReversal)
      .map((transaction) => {
        const details = (transaction.details ?? '').replace(/\s*\n\s*/g, ' ').trim();
        return {
          bookedOn: isoDay(transaction.entryDate ?? transaction.date),
          amount: Math.round(transaction.amount * 100) / 100,
          title: details || transaction.reference || '',
          counterparty: transaction.structuredDetails?.['32'] ?? transaction.structuredDetails?.['27'] ?? '',
        };
      }),
  );
}

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

/** '1 234,56', '1234.56', '-50,00 PLN' → a number; null when it is not an amount. */
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
  if (!year) return null;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || isoDay(date) !== `${year}-${month}-${day}` ? null : isoDay(date);
}

/** The header row names the columns; `mapping` says which of them hold the date, amount, title, counterparty. */
export function parseCsv(text: string, mapping: CsvMapping): StatementCredit[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = rows[0] ?? '';
  const delimiter = [';', '\t', ','].find((candidate) => header.includes(candidate)) ?? ';';
  const columns = splitRow(header, delimiter);
  const index = (key: keyof CsvMapping) => {
    const at = columns.findIndex((name) => name.toLowerCase() === mapping[key].toLowerCase());
    if (at === -1) throw refused(1, `brak kolumny „${mapping[key]}” w nagłówku (są: ${columns.join(', ')})`);
    return at;
  };
  const at = {
    date: index('date'),
    amount: index('amount'),
    title: index('title'),
    counterparty: index('counterparty'),
  };
  const credits: StatementCredit[] = [];
  rows.slice(1).forEach((row, offset) => {
    const line = offset + 2;
    if (!row.trim()) return;
    const fields = splitRow(row, delimiter);
    const bookedOn = parseDate(fields[at.date] ?? '');
    if (!bookedOn)
      throw refused(
        line,
        `nieprawidłowa data „${fields[at.date] ?? ''}” (oczekiwano RRRR-MM-DD lub DD.MM.RRRR)`,
      );
    const amount = parseAmount(fields[at.amount] ?? '');
    if (amount === null) throw refused(line, `nieprawidłowa kwota „${fields[at.amount] ?? ''}”`);
    if (amount <= 0) return;
    credits.push({
      bookedOn,
      amount,
      title: fields[at.title] ?? '',
      counterparty: fields[at.counterparty] ?? '',
    });
  });
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
