import { describe, expect, it } from 'vitest';
import { digitsOfNumber, parseSearchAmount } from './search-terms';

describe('parseSearchAmount', () => {
  it.each([
    ['3202,92', 3202.92],
    ['3202.92', 3202.92],
    ['3 202,92', 3202.92],
    ['3\u00a0202,92 zł', 3202.92],
    ['3202,9', 3202.9],
    ['442', 442],
    ['1 000 000,00', 1000000],
  ])('reads %s as %d', (q, amount) => {
    expect(parseSearchAmount(q)).toBe(amount);
  });

  it.each(['PF/2026/11/0001', '2026/11/0001', 'Kowalski', '3202,925', '32 02,92', '', ',92'])(
    'does not read %s as an amount',
    (q) => {
      expect(parseSearchAmount(q)).toBeNull();
    },
  );
});

describe('digitsOfNumber', () => {
  it('gives the digits of a phone or NIP written with separators', () => {
    expect(digitsOfNumber('+48 600-100-200')).toBe('48600100200');
    expect(digitsOfNumber('526-104-08-28')).toBe('5261040828');
    expect(digitsOfNumber('(22) 123 45 67')).toBe('221234567');
  });

  it('leaves words and short numbers alone', () => {
    expect(digitsOfNumber('Kowalski 600')).toBeNull();
    expect(digitsOfNumber('12-34')).toBeNull();
  });
});
