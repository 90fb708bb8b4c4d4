import { DEMO_DURATION_MINUTES } from '@shared/demo-manage';

/** A demo as the calendars' "add event" pages take it. */
export type CalendarEvent = { start: Date; title: string; details: string; location: string | null };

const end = (start: Date) => new Date(start.getTime() + DEMO_DURATION_MINUTES * 60_000);
/** 20270202T080000Z: Google's form of a UTC instant. */
const googleInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleInstant(event.start)}/${googleInstant(end(event.start))}`,
    details: event.details,
    ctz: 'UTC',
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: end(event.start).toISOString(),
    body: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
