import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  easterSunday,
  isBusinessDay,
  offlineDeadlineOf,
  type KsefOutageWindow,
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

  // Instants in UTC and days in UTC: the rules, without a time zone in the way.
  const at = (instant: string) => new Date(instant);
  const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
  const deadline = (issuedAt: string, outages: KsefOutageWindow[] = []) =>
    offlineDeadlineOf(at(issuedAt), issuedAt.slice(0, 10), outages, dayOf);
  const window = (kind: KsefOutageWindow['kind'], from: string, to: string): KsefOutageWindow => ({
    kind,
    startsAt: at(from),
    endsAt: at(to),
  });

  it('gives offline24 the next business day after the issue date, public holidays skipped', () => {
    expect(deadline('2025-07-08T10:00:00Z')).toEqual({ mode: 'offline24', deadline: '2025-07-09' });
    // Tuesday before Independence Day (Wednesday 11 November) → Thursday; a Friday before Easter Monday → Tuesday.
    expect(deadline('2026-11-10T10:00:00Z').deadline).toBe('2026-11-12');
    expect(deadline('2026-04-03T10:00:00Z').deadline).toBe('2026-04-07');
  });

  it('moves an offline24 deadline to 7 business days after a failure announced before it (the docs example)', () => {
    // tryby-offline.md: issued Wednesday 2025-07-08, failure announced on the 9th, over Saturday the 12th.
    const failure = window('failure', '2025-07-09T08:00:00Z', '2025-07-12T12:00:00Z');
    expect(deadline('2025-07-08T10:00:00Z', [failure])).toEqual({ mode: 'failure', deadline: '2025-07-22' });
    // Issued during the failure: the same count from its end.
    expect(deadline('2025-07-10T10:00:00Z', [failure])).toEqual({ mode: 'failure', deadline: '2025-07-22' });
  });

  it('leaves offline24 alone when the failure began after its deadline or ended before the issue', () => {
    const later = window('failure', '2025-07-10T08:00:00Z', '2025-07-11T12:00:00Z');
    const earlier = window('failure', '2025-07-01T08:00:00Z', '2025-07-07T12:00:00Z');
    expect(deadline('2025-07-08T10:00:00Z', [later, earlier])).toEqual({
      mode: 'offline24',
      deadline: '2025-07-09',
    });
  });

  it('counts the 7 days again from the end of a failure announced within them', () => {
    const first = window('failure', '2025-07-09T08:00:00Z', '2025-07-12T12:00:00Z');
    // Announced Monday 2025-07-21, within the 7 days that end on the 22nd; over Wednesday the 23rd.
    const second = window('failure', '2025-07-21T08:00:00Z', '2025-07-23T18:00:00Z');
    expect(deadline('2025-07-08T10:00:00Z', [second, first])).toEqual({
      mode: 'failure',
      deadline: '2025-08-01',
    });
  });

  it('gives an invoice issued in an announced unavailability the next business day after it ended', () => {
    // Unavailability from Friday 2026-11-06 to Tuesday the 10th: Wednesday the 11th is a holiday → 12th.
    const unavailability = window('offline', '2026-11-06T06:00:00Z', '2026-11-10T20:00:00Z');
    expect(deadline('2026-11-06T10:00:00Z', [unavailability])).toEqual({
      mode: 'offline',
      deadline: '2026-11-12',
    });
    // Issued before it: offline24 as ever (an unavailability does not move deadlines, a failure does).
    expect(deadline('2026-11-05T10:00:00Z', [unavailability])).toEqual({
      mode: 'offline24',
      deadline: '2026-11-06',
    });
  });
});
