import type { InboxKind } from '@shared/inbox';
import type { RetentionPeriods } from '@shared/privacy';

/**
 * The retention rules, pure: from the configured periods and "now", the instant before which a record's
 * last change means it has expired. A record's last change is its creation or its last status change
 * (processed_at), whichever is later.
 */
export type RetentionCutoffs = Record<InboxKind, Date> & {
  /** Orders completed or cancelled before this instant no longer need the first administrator's PESEL. */
  orderPesel: Date;
};

/** `now` minus whole calendar months, in UTC (31 March − 1 month = 3 March would surprise: clamp instead). */
export function monthsBefore(now: Date, months: number): Date {
  const result = new Date(now);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function retentionCutoffs(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  return {
    contacts: monthsBefore(now, periods.contactsMonths),
    'demo-bookings': monthsBefore(now, periods.demoBookingsMonths),
    'beta-signups': monthsBefore(now, periods.betaSignupsMonths),
    orders: monthsBefore(now, periods.ordersMonths),
    'bug-reports': monthsBefore(now, periods.bugReportsMonths),
    orderPesel: new Date(now.getTime() - periods.orderPeselDays * 86_400_000),
  };
}
