import { formatDateTime } from '@shared/date-format';
import type { CsvColumn, CsvFormat } from './definition';

/**
 * CSV for spreadsheets. Semicolon-separated with a UTF-8 byte-order mark: what Excel with Polish regional
 * settings opens as columns, with Polish letters intact. Quoting per RFC 4180.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, or a tab/CR first) gets a leading
 * apostrophe (OWASP "CSV injection"): a visitor's contact message must not become a formula on the
 * operator's machine. Numbers are written as numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(CSV_SEPARATOR) + '\r\n';

export function csvHeader<T>(columns: CsvColumn<T>[]): string {
  return CSV_BOM + csvLine(columns.map((column) => column.header));
}

export function csvRows<T>(columns: CsvColumn<T>[], items: T[], format: CsvFormat): string {
  return items.map((item) => csvLine(columns.map((column) => column.value(item, format)))).join('');
}

export const csvFormat = (timeZone: string): CsvFormat => ({
  dateTime: (iso) => formatCsvDateTime(iso, timeZone),
});

/** dd.MM.yyyy HH:mm in the business time zone (product §9), as the screens show it; empty when absent. */
export function formatCsvDateTime(iso: string | null | undefined, timeZone: string): string {
  return iso ? formatDateTime(iso, timeZone) : '';
}
