/**
 * A small RFC 5545 reader for tests: unfolds continuation lines and returns the calendar's properties and
 * each VEVENT's, by name (parameters dropped, first value kept; ATTENDEE and the like as a list in `all`).
 */
export type ICalComponent = { props: Record<string, string>; all: Record<string, string[]> };
export type ICalendar = ICalComponent & { events: ICalComponent[] };

function unescapeText(value: string) {
  return value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
}

export function parseICalendar(text: string): ICalendar {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  if (lines[0] !== 'BEGIN:VCALENDAR') throw new Error(`Not an iCalendar: ${lines[0]}`);
  const calendar: ICalendar = { props: {}, all: {}, events: [] };
  const stack: ICalComponent[] = [calendar];
  for (const line of lines.slice(1)) {
    if (!line || line === 'END:VCALENDAR') continue;
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const name = head.split(';')[0]!.toUpperCase();
    if (name === 'BEGIN') {
      const component: ICalComponent = { props: {}, all: {} };
      if (value === 'VEVENT') calendar.events.push(component);
      stack.push(component);
      continue;
    }
    if (name === 'END') {
      stack.pop();
      continue;
    }
    const current = stack[stack.length - 1]!;
    const text = unescapeText(value);
    current.props[name] ??= text;
    (current.all[name] ??= []).push(head.includes(';') ? `${head.slice(name.length + 1)}:${text}` : text);
  }
  return calendar;
}

/** An iCalendar UTC date-time (20261126T080000Z) as a Date. */
export function icalDate(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}
