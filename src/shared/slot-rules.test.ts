import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_MONTHS,
  dayBounds,
  formatSlotDateTime,
  formatSlotTime,
  instantOf,
  isWeekday,
  lastBookableDay,
  SLOT_HOURS,
  slotTimeProblem,
  todayIn,
  wallTimeIn,
} from './slot-rules';

const WARSAW = 'Europe/Warsaw';

describe('wall time and instants in Warsaw', () => {
  it('reads the wall clock in winter (UTC+1) and summer (UTC+2)', () => {
    expect(wallTimeIn(new Date('2026-01-15T09:00:00Z'), WARSAW)).toMatchObject({ day: 15, hour: 10 });
    expect(wallTimeIn(new Date('2026-07-15T09:00:00Z'), WARSAW)).toMatchObject({ day: 15, hour: 11 });
    expect(wallTimeIn(new Date('2026-07-15T22:30:00Z'), WARSAW)).toMatchObject({
      day: 16,
      hour: 0,
      minute: 30,
    });
  });

  it('turns a Warsaw wall time into the right instant on both sides of DST', () => {
    expect(instantOf({ year: 2026, month: 1, day: 15, hour: 6 }, WARSAW).toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 7, day: 15, hour: 16 }, WARSAW).toISOString()).toBe(
      '2026-07-15T14:00:00.000Z',
    );
    // The Monday after the spring change and the day of the autumn change itself.
    expect(instantOf({ year: 2026, month: 3, day: 30, hour: 6 }, WARSAW).toISOString()).toBe(
      '2026-03-30T04:00:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 6 }, WARSAW).toISOString()).toBe(
      '2026-10-25T05:00:00.000Z',
    );
  });

  it('gives a day its first and last millisecond, 23 and 25 hour days included', () => {
    const plain = dayBounds({ year: 2026, month: 7, day: 15 }, WARSAW);
    expect(plain.start.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(plain.end.toISOString()).toBe('2026-07-15T21:59:59.999Z');
    const spring = dayBounds({ year: 2026, month: 3, day: 29 }, WARSAW);
    expect(spring.end.getTime() + 1 - spring.start.getTime()).toBe(23 * 3600_000);
    const autumn = dayBounds({ year: 2026, month: 10, day: 25 }, WARSAW);
    expect(autumn.end.getTime() + 1 - autumn.start.getTime()).toBe(25 * 3600_000);
    const newYear = dayBounds({ year: 2026, month: 12, day: 31 }, WARSAW);
    expect(newYear.end.toISOString()).toBe('2026-12-31T22:59:59.999Z');
  });

  it("knows Warsaw's today even when UTC is still on the day before", () => {
    expect(todayIn(WARSAW, new Date('2026-07-14T22:30:00Z'))).toEqual({ year: 2026, month: 7, day: 15 });
    expect(todayIn('America/New_York', new Date('2026-07-14T22:30:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 14,
    });
  });

  it('formats dd.MM.yyyy HH:mm and HH:mm in the zone', () => {
    expect(formatSlotDateTime(new Date('2026-07-15T04:00:00Z'), WARSAW)).toBe('15.07.2026 06:00');
    expect(formatSlotDateTime(new Date('2026-01-05T23:00:00Z'), WARSAW)).toBe('06.01.2026 00:00');
    expect(formatSlotTime(new Date('2026-01-15T15:00:00Z'), WARSAW)).toBe('16:00');
  });
});

describe('slot rules (product §5)', () => {
  const now = new Date('2026-07-01T08:00:00Z');
  const at = (iso: string) => slotTimeProblem(new Date(iso), WARSAW, now);

  it('offers the hours 06:00 to 16:00', () => {
    expect(SLOT_HOURS).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('accepts whole hours 06:00–16:00 on a future weekday', () => {
    expect(at('2026-07-15T04:00:00Z')).toBeNull(); // Wednesday 06:00
    expect(at('2026-07-15T14:00:00Z')).toBeNull(); // Wednesday 16:00
    expect(at('2026-01-15T15:00:00Z')).toBe('past');
  });

  it('refuses minutes, seconds or milliseconds', () => {
    expect(at('2026-07-15T08:30:00Z')).toBe('not-whole-hour');
    expect(at('2026-07-15T08:00:01Z')).toBe('not-whole-hour');
    expect(at('2026-07-15T08:00:00.001Z')).toBe('not-whole-hour');
  });

  it('refuses hours outside 06:00–16:00 in Warsaw, not in UTC', () => {
    expect(at('2026-07-15T03:00:00Z')).toBe('outside-hours'); // 05:00 in Warsaw
    expect(at('2026-07-15T15:00:00Z')).toBe('outside-hours'); // 17:00 in Warsaw
    expect(at('2026-07-15T22:00:00Z')).toBe('outside-hours'); // midnight
  });

  it('refuses Saturdays and Sundays', () => {
    expect(at('2026-07-18T08:00:00Z')).toBe('weekend');
    expect(at('2026-07-19T08:00:00Z')).toBe('weekend');
    expect(isWeekday({ year: 2026, month: 7, day: 17 })).toBe(true);
  });

  it('refuses the past and the present moment', () => {
    expect(slotTimeProblem(new Date('2026-07-01T08:00:00Z'), WARSAW, now)).toBe('past');
    expect(slotTimeProblem(new Date('2026-07-01T07:00:00Z'), WARSAW, now)).toBe('past');
    expect(slotTimeProblem(new Date('2026-07-01T09:00:00Z'), WARSAW, now)).toBeNull();
  });
});

describe('booking horizon', () => {
  it('reaches at least 18 months, to the end of that month, across year ends and short months', () => {
    expect(BOOKING_HORIZON_MONTHS).toBeGreaterThanOrEqual(18);
    expect(lastBookableDay({ year: 2026, month: 7, day: 1 })).toEqual({ year: 2028, month: 1, day: 31 });
    expect(lastBookableDay({ year: 2026, month: 8, day: 31 })).toEqual({ year: 2028, month: 2, day: 29 });
    expect(lastBookableDay({ year: 2026, month: 12, day: 15 })).toEqual({ year: 2028, month: 6, day: 30 });
  });

  it('accepts a slot 13 months ahead and on the last day, refuses the day after', () => {
    const now = new Date('2026-07-01T08:00:00Z');
    expect(slotTimeProblem(new Date('2027-08-04T08:00:00Z'), WARSAW, now)).toBeNull(); // 13 months ahead
    expect(slotTimeProblem(new Date('2028-01-31T14:00:00Z'), WARSAW, now)).toBeNull(); // Monday 15:00
    expect(slotTimeProblem(new Date('2028-02-01T08:00:00Z'), WARSAW, now)).toBe('beyond-horizon');
  });
});
