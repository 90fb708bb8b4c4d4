import { describe, expect, it } from 'vitest';
import { polishCount, polishPlural } from './plural';

describe('Polish plurals', () => {
  it('picks one, few or many as Polish does', () => {
    const rekord = (n: number) => polishCount(n, 'rekord', 'rekordy', 'rekordów');
    expect([0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 24, 25, 101, 112, 122].map(rekord)).toEqual([
      '0 rekordów',
      '1 rekord',
      '2 rekordy',
      '3 rekordy',
      '4 rekordy',
      '5 rekordów',
      '11 rekordów',
      '12 rekordów',
      '14 rekordów',
      '21 rekordów',
      '22 rekordy',
      '24 rekordy',
      '25 rekordów',
      '101 rekordów',
      '112 rekordów',
      '122 rekordy',
    ]);
    expect(polishPlural(2, 'miesiąc', 'miesiące', 'miesięcy')).toBe('miesiące');
  });
});
