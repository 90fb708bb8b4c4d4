import { createEvent, type ReturnObject } from 'ics';

/*
 * RFC 5545 for every .ics we produce (this invitation and the operator's feed, modules/demo-calendar):
 * the `ics` package (3.12) escapes TEXT values right (\\ \; \, and a CRLF or LF as \n, §3.3.11) but
 *  - writes a DQUOTE inside a parameter as \" (CN="Jan \"Evil\" Kowalski"): parameters have no escapes
 *    and a quoted one cannot hold a DQUOTE at all (§3.1), so a strict client reads a different address;
 *  - leaves a lone CR (and other control characters) inside a value, and a line break inside ORGANIZER's CN;
 *  - folds after 75 characters, not 75 octets (§3.1): a Polish line is longer than a strict client takes.
 * So the values are made safe before it writes them (icsText, icsParam) and its lines folded again after
 * (icsCalendar); it does the TEXT escaping itself, which is not repeated here.
 */

// eslint-disable-next-line no-control-regex -- the control characters RFC 5545 forbids in any value
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const LINE_BREAK = /\r\n|\r|\n/g;

/** A TEXT value (SUMMARY, DESCRIPTION, LOCATION): line breaks as LF (written as \n), no other control character. */
export const icsText = (value: string): string => value.replace(LINE_BREAK, '\n').replace(CONTROL, '');

/**
 * A parameter value (a CN): one line, no control character, and no DQUOTE — the package quotes the value,
 * and inside the quotes a DQUOTE cannot be written, so it becomes an apostrophe (Jan 'Evil' Kowalski).
 */
export const icsParam = (value: string): string =>
  value.replace(LINE_BREAK, ' ').replace(CONTROL, '').replace(/"/g, "'");

const MAX_LINE_OCTETS = 75;
const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** One content line folded at 75 octets, never inside a character; a continuation starts with a space. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = octets(char.codePointAt(0)!);
    // The continuation's leading space counts towards its 75 octets.
    if (size + length > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/**
 * The package's calendar, checked and folded per RFC 5545: its own folds undone (they follow characters,
 * not octets) and every line folded at 75 octets. The values were made safe first, so a CRLF followed by
 * a space or tab is always one of its folds, and no other CR or LF is left.
 */
export function icsCalendar({ error, value }: ReturnObject): string {
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  const lines = value.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.some((line) => /[\r\n]/.test(line))) throw new Error('ics: a line break inside a value');
  return lines.map(foldLine).join('\r\n');
}

export type CalendarMethod = 'REQUEST' | 'CANCEL';
/** The event's own state (RFC 5545 §3.8.1.11): a booking still to be confirmed is TENTATIVE. */
export type EventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export type Invitation = {
  /** Stable per booking (e.g. `demo-<bookingId>@<host>`): a later update or cancellation names the same event. */
  uid: string;
  /** 0 for the first invitation; every update or cancellation of the same UID sends a higher number. */
  sequence: number;
  method: CalendarMethod;
  /** TENTATIVE or CONFIRMED with METHOD REQUEST; CANCELLED goes with METHOD CANCEL. */
  status: EventStatus;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  url?: string;
};

/**
 * An iCalendar invitation (RFC 5546): METHOD REQUEST adds or updates the event in the attendee's calendar
 * (STATUS TENTATIVE while it waits for a confirmation, CONFIRMED once given), METHOD CANCEL with the same
 * UID, a higher SEQUENCE and STATUS CANCELLED removes it. Times are written in UTC.
 */
export function buildInvitation(invitation: Invitation): string {
  if ((invitation.method === 'CANCEL') !== (invitation.status === 'CANCELLED'))
    throw new Error(`ics: STATUS:${invitation.status} does not go with METHOD:${invitation.method}`);
  return icsCalendar(
    createEvent({
      productId: 'strzelnica-cloud/mail',
      method: invitation.method,
      uid: invitation.uid,
      sequence: invitation.sequence,
      start: invitation.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: invitation.durationMinutes },
      title: icsText(invitation.title),
      description: icsText(invitation.description),
      status: invitation.status,
      organizer: { name: icsParam(invitation.organizer.name), email: invitation.organizer.email },
      attendees: [
        {
          name: icsParam(invitation.attendee.name),
          email: invitation.attendee.email,
          rsvp: false,
          partstat: 'ACCEPTED',
          role: 'REQ-PARTICIPANT',
        },
      ],
      // The meeting's address both as its link and as its place: calendars show LOCATION beside the time.
      ...(invitation.url ? { url: invitation.url, location: icsText(invitation.url) } : {}),
    }),
  );
}
