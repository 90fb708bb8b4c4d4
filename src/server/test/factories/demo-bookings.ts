import type { CalendarDay } from '@shared/slot-rules';
import type { TestApp } from '../test-app';
import { createSlot, slotChoice, type CreatedSlot } from './slots';
import { nextIp } from './visitors';

/** What a visitor types into the demo form; the slot's fields come from the slot booked. */
export type DemoVisitor = {
  name: string;
  email: string;
  phone?: string;
  clubName?: string;
  memberCount?: number | null;
  /** The zone the visitor's browser reports (IANA), as the booking dialog sends it. */
  visitorTimeZone?: string;
};

export type DemoRequestOptions = {
  /** The visitor's address: one of its own unless given (one upcoming demo per address). */
  remoteAddress?: string;
  /** 'en': the visitor's language cookie says English. */
  language?: 'pl' | 'en';
  headers?: Record<string, string>;
};

/** POST /api/demo-booking for the slot at `datetime`, as the site's dialog sends it: the answer as it is. */
export const requestDemo = (
  app: TestApp,
  datetime: string,
  visitor: DemoVisitor,
  options: DemoRequestOptions = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/demo-booking',
    remoteAddress: options.remoteAddress ?? nextIp(),
    headers: { ...(options.language === 'en' && { cookie: 'lang=en' }), ...options.headers },
    payload: { ...visitor, ...slotChoice(datetime) },
  });

/**
 * A demo booked as a visitor books one: a free slot made at `hour`:00 Warsaw time on `day` (with the
 * admin's `headers`), then booked. Anything but 201 throws.
 */
export async function bookDemo(
  app: TestApp,
  headers: Record<string, string>,
  day: CalendarDay,
  hour: number,
  visitor: DemoVisitor,
  options: DemoRequestOptions = {},
): Promise<{ id: string; slot: CreatedSlot }> {
  const slot = await createSlot(app, headers, day, hour);
  const response = await requestDemo(app, slot.datetime, visitor, options);
  if (response.statusCode !== 201)
    throw new Error(`demo not booked: ${response.statusCode} ${response.body}`);
  return { id: response.json<{ id: string }>().id, slot };
}
