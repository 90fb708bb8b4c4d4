import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, formatCsvDateTime } from './csv';

describe('csvCell', () => {
  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('zwykły tekst')).toBe('zwykły tekst');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('powiedział "tak"')).toBe('"powiedział ""tak"""');
    expect(csvCell('linia\nlinia')).toBe('"linia\nlinia"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula, but writes numbers as numbers', () => {
    for (const formula of ['=1+1', '+48 600', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(2604.5)).toBe('2604.5');
  });

  it('joins a line with semicolons and CRLF', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe("a;1;;'=x\r\n");
  });
});

describe('formatCsvDateTime', () => {
  it('shows dd.MM.yyyy HH:mm in the business time zone', () => {
    expect(formatCsvDateTime('2026-01-15T09:00:00Z', 'Europe/Warsaw')).toBe('15.01.2026 10:00');
    expect(formatCsvDateTime('2026-07-15T09:00:00Z', 'Europe/Warsaw')).toBe('15.07.2026 11:00');
    expect(formatCsvDateTime(null, 'Europe/Warsaw')).toBe('');
  });
});
