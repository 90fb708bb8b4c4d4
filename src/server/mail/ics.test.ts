import { describe, expect, it } from 'vitest';
import { parseICalendar, propertiesNamed } from '../test/ical';
import { buildInvitation, type Invitation } from './ics';

const invitation = (attendeeName: string, extra: Partial<Invitation> = {}): Invitation => ({
  uid: 'demo-1@strzelnica.example.pl',
  sequence: 0,
  method: 'REQUEST',
  status: 'CONFIRMED',
  start: new Date('2026-11-26T08:00:00Z'),
  durationMinutes: 60,
  title: 'Prezentacja Strzelnica Cloud',
  description: 'Prezentacja systemu',
  organizer: { name: 'Strzelnica Cloud', email: 'kontakt@example.pl' },
  attendee: { name: attendeeName, email: 'jan@example.pl' },
  ...extra,
});

describe('the invitation .ics (RFC 5545, read by a strict parser)', () => {
  it('writes the event’s own state: TENTATIVE or CONFIRMED with METHOD REQUEST, CANCELLED with METHOD CANCEL', () => {
    const read = (extra: Partial<Invitation>) => parseICalendar(buildInvitation(invitation('Jan', extra)));
    const tentative = read({ status: 'TENTATIVE' });
    expect(tentative.props.METHOD).toBe('REQUEST');
    expect(tentative.events[0]!.props.STATUS).toBe('TENTATIVE');
    expect(read({ status: 'CONFIRMED', sequence: 1 }).events[0]!.props).toMatchObject({
      STATUS: 'CONFIRMED',
      SEQUENCE: '1',
    });
    const cancelled = read({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
    expect(cancelled.props.METHOD).toBe('CANCEL');
    expect(cancelled.events[0]!.props.STATUS).toBe('CANCELLED');
    // A cancellation that would leave the event in the calendar, or a request that removes it, is refused.
    expect(() => buildInvitation(invitation('Jan', { method: 'CANCEL', status: 'CONFIRMED' }))).toThrow(
      /STATUS:CONFIRMED/,
    );
    expect(() => buildInvitation(invitation('Jan', { status: 'CANCELLED' }))).toThrow(/METHOD:REQUEST/);
  });

  it('keeps a booker named Jan "Evil" Kowalski one attendee, mailto:jan@example.pl, with no quote in the CN', () => {
    const event = parseICalendar(buildInvitation(invitation('Jan "Evil" Kowalski'))).events[0]!;
    const attendees = propertiesNamed(event, 'ATTENDEE');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.value).toBe('mailto:jan@example.pl');
    expect(attendees[0]!.params.CN).toEqual(["Jan 'Evil' Kowalski"]);
    expect(propertiesNamed(event, 'ORGANIZER')[0]).toMatchObject({
      params: { CN: ['Strzelnica Cloud'] },
      value: 'MAILTO:kontakt@example.pl',
    });
  });

  it('escapes text values, keeps CR and LF out of every value, and folds at 75 octets', () => {
    const name = 'Zażółć "gęślą"; jaźń, \\ Łódź\r\nJan\rKowalski\u0007 Wiśniewski-Żółtkowski';
    const title = `Prezentacja: ${name}`;
    const description = `Osoba: ${name}\nKlub: „Orzeł”; Łódź, Bałuty \\ sekcja\r\nTelefon: +48 600 100 200`;
    const text = buildInvitation(
      invitation(name, {
        title,
        description,
        organizer: { name: 'Firma "X"\r\nSp. z o.o.', email: 'a@x.pl' },
      }),
    );
    const event = parseICalendar(text).events[0]!;
    // A line break inside a value is the escape \n; other control characters are dropped.
    const expectedName = 'Zażółć "gęślą"; jaźń, \\ Łódź\nJan\nKowalski Wiśniewski-Żółtkowski';
    expect(event.props.SUMMARY).toBe(`Prezentacja: ${expectedName}`);
    expect(event.props.DESCRIPTION).toBe(
      `Osoba: ${expectedName}\nKlub: „Orzeł”; Łódź, Bałuty \\ sekcja\nTelefon: +48 600 100 200`,
    );
    // A parameter cannot hold a line break at all: a space instead, and no DQUOTE.
    const [attendee] = propertiesNamed(event, 'ATTENDEE');
    expect(attendee!.params.CN).toEqual(["Zażółć 'gęślą'; jaźń, \\ Łódź Jan Kowalski Wiśniewski-Żółtkowski"]);
    expect(attendee!.value).toBe('mailto:jan@example.pl');
    expect(propertiesNamed(event, 'ORGANIZER')[0]!.params.CN).toEqual(["Firma 'X' Sp. z o.o."]);
  });
});
