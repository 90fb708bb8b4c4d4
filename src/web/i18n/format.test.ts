import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDate, formatDateTime, formatPrice, formatTime } from './format';

describe('formatPrice', () => {
  it('shows złoty in Polish and rounded euro in English (product §9)', () => {
    expect(formatPrice(160, 'pl', 4.3)).toBe('160 zł');
    expect(formatPrice(160, 'en', 4.3)).toBe('€37');
    expect(formatPrice(0.14, 'pl', 4.3)).toBe('0,14 zł');
    expect(formatPrice(0.14, 'en', 4.3, 2)).toBe('€0.03');
  });
});

describe('formatAmount (an amount already in the visitor currency)', () => {
  it('shows whole amounts without decimals and others with two', () => {
    expect(formatAmount(37, 'en')).toBe('€37');
    expect(formatAmount(45.51, 'en')).toBe('€45.51');
    expect(formatAmount(1344, 'pl')).toBe(`${(1344).toLocaleString('pl-PL')} zł`);
    expect(formatAmount(442.8, 'pl')).toBe('442,80 zł');
  });
});

describe('date formats', () => {
  it('renders dd.MM.yyyy HH:mm in Warsaw time, across the DST change', () => {
    expect(formatDateTime('2026-01-15T09:00:00Z')).toBe('15.01.2026 10:00');
    expect(formatDateTime('2026-07-15T09:00:00Z')).toBe('15.07.2026 11:00');
    expect(formatDate('2026-07-15T22:30:00Z')).toBe('16.07.2026');
    expect(formatTime('2026-07-15T04:00:00Z')).toBe('06:00');
  });
});

describe('formatCount', () => {
  it('groups thousands as each language writes them', () => {
    expect(formatCount(30000)).toBe('30\u00a0000');
    expect(formatCount(30000, 'en')).toBe('30,000');
    expect(formatCount(1234567, 'pl')).toBe('1\u00a0234\u00a0567');
    // Polish leaves a four-digit number whole.
    expect(formatCount(3000, 'pl')).toBe('3000');
    expect(formatCount(135)).toBe('135');
  });
});
