import { wallTimeIn } from './date-format';

/** Days between issuing a pro forma and its payment deadline. */
export const PAYMENT_TERM_DAYS = 14;

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDayIn(instant: Date | string, timeZone: string): string {
  const { year, month, day } = wallTimeIn(new Date(instant), timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The pro forma's payment deadline: PAYMENT_TERM_DAYS after the day it was issued in the business zone. */
export function paymentDueDay(issuedAt: Date | string, timeZone: string): string {
  const date = new Date(`${calendarDayIn(issuedAt, timeZone)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + PAYMENT_TERM_DAYS);
  return date.toISOString().slice(0, 10);
}

/** 'Po terminie': the deadline has passed and the order is still unpaid. */
export function isPastDue(
  order: { proformaIssuedAt: Date | string | null; paidOn: string | null; status: string },
  now: Date,
  timeZone: string,
): boolean {
  if (!order.proformaIssuedAt || order.paidOn || order.status === 'cancelled') return false;
  return calendarDayIn(now, timeZone) > paymentDueDay(order.proformaIssuedAt, timeZone);
}
