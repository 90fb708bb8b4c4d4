import { describe, expect, it } from 'vitest';
import { crc8, isValidKsefNumber, ksefNumberOf } from './ksef-number';

describe('KSeF number', () => {
  it('checks the example number of numer-ksef.md with its CRC-8', () => {
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    expect(crc8('5265877635-20250826-0100001AF629')).toBe(0xaf);
  });

  it('checks the numbers of the official UPO examples', () => {
    expect(isValidKsefNumber('5265877635-20250916-0200A0D6723E-C2')).toBe(true);
  });

  it('refuses a number whose checksum, length or letters are wrong', () => {
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AE')).toBe(false);
    expect(isValidKsefNumber('5265877635-20250826-0100001af629-AF')).toBe(false);
    expect(isValidKsefNumber('5265877635-20250826-0100001AF62-AF')).toBe(false);
  });

  it('builds numbers that pass its own check', () => {
    const number = ksefNumberOf('5261040828', '2026-04-03', '0100001af629');
    expect(number).toMatch(/^5261040828-20260403-0100001AF629-[0-9A-F]{2}$/);
    expect(isValidKsefNumber(number)).toBe(true);
  });
});
