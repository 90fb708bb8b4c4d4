import { dayBounds, instantOf, isWeekday, todayIn, type CalendarDay } from '@shared/slot-rules';
import type { AppConfig } from '@server/config';

/** What the benchmark adds through the admin API so the public reads answer what a visitor's would. */
export type Created = { slots: string[]; testimonials: string[] };

type AsAdmin = (method: string, path: string, body?: unknown) => Promise<Response>;

/** A weekday some weeks ahead, inside the booking horizon, unlikely to hold anyone's real slots. */
function benchDay(timeZone: string): CalendarDay {
  const today = todayIn(timeZone);
  for (let offset = 17; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isWeekday(day)) return day;
  }
}

const slotAt = (day: CalendarDay, hour: number, config: AppConfig) =>
  instantOf({ ...day, hour }, config.businessTimeZone).toISOString();

/**
 * A day with slots (three of them booked-looking is not needed: free ones serialize the same) and a few
 * testimonials, recorded in `created` as they are made (removed afterwards); the day's slots path.
 */
export async function seedPublicData(asAdmin: AsAdmin, config: AppConfig, created: Created) {
  const day = benchDay(config.businessTimeZone);
  for (const hour of [8, 9, 10, 11, 12, 13]) {
    const response = await asAdmin('POST', '/api/admin/slots', { datetime: slotAt(day, hour, config) });
    if (response.ok) created.slots.push(((await response.json()) as { id: string }).id);
  }
  for (let n = 1; n <= 3; n++) {
    const response = await asAdmin('POST', '/api/testimonials', {
      clubName: `KS Benchmark ${n}`,
      shortTestimonial: 'System, który oszczędza zarządowi godziny każdego tygodnia.',
      fullTestimonial: 'Od wdrożenia ewidencja, składki i zapisy na zawody są w jednym miejscu.',
      authorName: 'Jan Benchmark',
      authorPosition: 'Prezes',
      isActive: true,
    });
    if (response.ok) created.testimonials.push(((await response.json()) as { id: string }).id);
  }
  const { start, end } = dayBounds(day, config.businessTimeZone);
  return `/api/slots?start=${start.toISOString()}&end=${end.toISOString()}`;
}

/** Removes what seedPublicData made. */
export async function removeSeeded(base: string, cookie: string, created: Created) {
  for (const id of created.slots) {
    await fetch(`${base}/api/admin/slots/${id}?notify=false`, { method: 'DELETE', headers: { cookie } });
  }
  for (const id of created.testimonials) {
    await fetch(`${base}/api/testimonials/${id}`, { method: 'DELETE', headers: { cookie } });
  }
}
