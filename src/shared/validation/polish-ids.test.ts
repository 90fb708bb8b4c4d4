import { describe, expect, it } from 'vitest';
import {
  isValidNip,
  isValidPesel,
  isValidRegon,
  NIP_PATTERN,
  normalizeNip,
  peselBirthDate,
} from './polish-ids';

// Valid examples were computed with the weights and checked by hand, e.g. 44051401359:
// 4·1 + 4·3 + 0·7 + 5·9 + 1·1 + 4·3 + 0·7 + 1·9 + 3·1 + 5·3 = 101, (10 − 1) mod 10 = 9.

describe('isValidPesel', () => {
  it.each([
    ['44051401359', '1944-05-14'],
    ['02270803624', '2002-07-08'],
    ['00222901239', '2000-02-29'], // leap day, month + 20 for the 2000s
    ['21813112344', '1821-01-31'], // month + 80 for the 1800s
    ['02410101234', '2102-01-01'], // month + 40 for the 2100s
    ['02610101230', '2202-01-01'], // month + 60 for the 2200s
  ])('accepts %s (born %s)', (pesel, born) => {
    expect(isValidPesel(pesel)).toBe(true);
    expect(peselBirthDate(pesel)?.toISOString().slice(0, 10)).toBe(born);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidPesel('44051401358')).toBe(false);
  });

  it.each(['4405140135', '440514013590', '', '4405140135a', '44O51401359', ' 44051401359', '4405-1401359'])(
    'rejects the malformed %j',
    (pesel) => {
      expect(isValidPesel(pesel)).toBe(false);
    },
  );

  // Each has a correct check digit, so only the date check can reject it.
  it.each([
    ['99022912347', '29 Feb 1999'],
    ['02222901233', '29 Feb 2002'],
    ['00822901237', '29 Feb 1800, not a leap year'],
    ['00422901235', '29 Feb 2100, not a leap year'],
    ['44043101355', '31 Apr'],
    ['44050001352', 'day 00'],
    ['44001401354', 'month 00'],
    ['99133112344', 'month 13'],
  ])('rejects %s with an impossible date (%s)', (pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
    expect(peselBirthDate(pesel)).toBeNull();
  });
});

describe('isValidNip', () => {
  it.each(['5261040828', '526-104-08-28', '526 104 08 28', '52-61-04-08-28', '7790000008', '7250012344'])(
    'accepts %s',
    (nip) => {
      expect(isValidNip(nip)).toBe(true);
    },
  );

  it.each([
    ['5261040827', 'wrong check digit'],
    ['1234567890', 'remainder 10 is never a check digit'],
    ['526104082', 'nine digits'],
    ['52610408281', 'eleven digits'],
    ['526104082A', 'a letter'],
    ['PL5261040828', 'country prefix'],
    ['', 'empty'],
  ])('rejects %s (%s)', (nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it('normalizes dashes and spaces away', () => {
    expect(normalizeNip(' 526-104 08-28 ')).toBe('5261040828');
  });
});

describe('isValidRegon', () => {
  it.each([
    ['123456785', '9 digits'],
    ['012345675', 'leading zero'],
    ['100000050', 'remainder 10 gives check digit 0'],
    ['12345678501233', '14 digits'],
    ['12345678500010', '14 digits, remainder 10 gives check digit 0'],
  ])('accepts %s (%s)', (regon) => {
    expect(isValidRegon(regon)).toBe(true);
  });

  it.each([
    ['123456784', 'wrong check digit'],
    ['12345678501234', 'wrong 14-digit check digit'],
    ['12345678400014', '14-digit checksum right, 9-digit prefix wrong'],
    ['12345678', 'eight digits'],
    ['1234567850', 'ten digits'],
    ['1234567850123', 'thirteen digits'],
    ['12345678X', 'a letter'],
    ['123-456-785', 'dashes'],
  ])('rejects %s (%s)', (regon) => {
    expect(isValidRegon(regon)).toBe(false);
  });
});

describe('the NIP pattern of the FA(3) schema (TNrNIP)', () => {
  // Each has a check digit that adds up: only the tax-office prefix rule refuses it.
  it.each([
    ['1004567891', 'second and third digits both 0'],
    ['0123456789', 'first digit 0'],
    ['2000000018', 'prefix 200'],
    ['100-456-78-91', 'written with hyphens'],
  ])('refuses %s (%s)', (nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it.each(['5261040828', '1123456784', '1234563218', '526-104-08-28'])('accepts %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
    expect(NIP_PATTERN.test(normalizeNip(nip))).toBe(true);
  });

  it('is the schema’s own pattern', () => {
    // The XSD's [1-9]((\d[1-9])|([1-9]\d))\d{7}, anchored as XSD patterns are.
    const schema = /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/;
    for (const prefix of ['100', '101', '110', '010', '999', '200', '120']) {
      const nip = `${prefix}4567890`;
      expect(NIP_PATTERN.test(nip)).toBe(schema.test(nip));
    }
  });
});
