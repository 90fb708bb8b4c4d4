import { wallTimeIn } from '@shared/slot-rules';

/** The browser's own zone, e.g. "America/New_York" (client only: the dialog never renders on the server). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether the visitor's clock shows another time than the business zone's at `at`. Compared by wall time,
 * not by zone name: Berlin keeps Warsaw's time, so a visitor there needs no note.
 */
export function visitorClockDiffers(at: Date, businessZone: string, zone = visitorTimeZone()): boolean {
  const business = wallTimeIn(at, businessZone);
  const visitor = wallTimeIn(at, zone);
  return business.hour !== visitor.hour || business.day !== visitor.day || business.minute !== visitor.minute;
}

/** The visitor's local time of `at`, with the date when the day differs from the business zone's. */
export function visitorLocalTime(at: Date, businessZone: string, zone = visitorTimeZone()): string {
  const business = wallTimeIn(at, businessZone);
  const visitor = wallTimeIn(at, zone);
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(visitor.hour)}:${pad(visitor.minute)}`;
  return visitor.day === business.day
    ? time
    : `${pad(visitor.day)}.${pad(visitor.month)}.${visitor.year} ${time}`;
}
