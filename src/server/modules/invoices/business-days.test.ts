import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  easterSunday,
  isBusinessDay,
  offlineDeadline,
  polishHolidays,
} from './business-days';

describe('Polish business days', () => {
  it('computes Easter for known years', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  it('lists the holidays of 2026, Easter Monday, Corpus Christi and 24 December included', () => {
    expect(polishHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-05-24',
      '2026-06-04',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    // 24 December became a public holiday in 2025.
    expect(polishHolidays(2024)).not.toContain('2024-12-24');
    expect(isBusinessDay('2024-12-24')).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // a Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-11')).toBe(false); // Independence Day, a Wednesday
    // Friday 2026-04-03, before Easter: Monday is Easter Monday, so Tuesday.
    expect(addBusinessDays('2026-04-03', 1)).toBe('2026-04-07');
    // Wednesday 2026-12-23: 24, 25, 26 (Saturday), 27 (Sunday) are off.
    expect(addBusinessDays('2026-12-23', 1)).toBe('2026-12-28');
    // Friday 2026-01-02 (a business day) → Monday 5th; Monday 2026-01-05 → Wednesday 7th (Epiphany).
    expect(addBusinessDays('2026-01-05', 1)).toBe('2026-01-07');
  });

  it('gives offline24 the next business day and the failure mode seven (the docs own example)', () => {
    expect(offlineDeadline('offline24', '2025-07-08')).toBe('2025-07-09');
    // tryby-offline.md: a failure ended Saturday 2025-07-12 → Tuesday 2025-07-22.
    expect(offlineDeadline('failure', '2025-07-12')).toBe('2025-07-22');
    // Tuesday before Independence Day (Wednesday 11 November) → Thursday; a Friday before Easter Monday → Tuesday.
    expect(offlineDeadline('offline24', '2026-11-10')).toBe('2026-11-12');
    expect(offlineDeadline('offline24', '2026-04-03')).toBe('2026-04-07');
  });
});
