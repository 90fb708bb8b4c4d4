import { describe, expect, it } from 'vitest';
import { ICalSyntaxError, parseICalendar, propertiesNamed } from './ical';

/** A calendar around the given event lines, CRLF-terminated as RFC 5545 requires. */
const calendar = (...eventLines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:test',
    'BEGIN:VEVENT',
    'UID:1@example.pl',
    ...eventLines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe('the strict iCalendar reader used by the tests', () => {
  it('reads quoted and plain parameters, a colon inside quotes, and unfolds continuation lines', () => {
    const text = calendar(
      'ATTENDEE;RSVP=FALSE;CN="Kowalski: Jan";DELEGATED-TO="mailto:a@x.pl","ma',
      ' ilto:b@x.pl":mailto:jan@exa',
      '\tmple.pl',
      'SUMMARY:Jan "Evil" \\\\ Kowalski\\; Łódź\\, Polska\\nDruga linia',
    );
    const event = parseICalendar(text).events[0]!;
    const [attendee, ...others] = propertiesNamed(event, 'ATTENDEE');
    expect(others).toEqual([]);
    expect(attendee).toEqual({
      name: 'ATTENDEE',
      params: { RSVP: ['FALSE'], CN: ['Kowalski: Jan'], 'DELEGATED-TO': ['mailto:a@x.pl', 'mailto:b@x.pl'] },
      value: 'mailto:jan@example.pl',
    });
    expect(event.props.SUMMARY).toBe('Jan "Evil" \\ Kowalski; Łódź, Polska\nDruga linia');
  });

  it('refuses a backslash-escaped quote in a parameter, which a strict client reads as another address', () => {
    const text = calendar('ATTENDEE;CN="Jan \\"Evil\\" Kowalski":mailto:jan@example.pl');
    expect(() => parseICalendar(text)).toThrow(ICalSyntaxError);
    expect(() => parseICalendar(text)).toThrow(/parameter CN followed by "E"/);
  });

  it('refuses a line over 75 octets, even when it is 75 characters or fewer', () => {
    const ascii = `SUMMARY:${'a'.repeat(67)}`;
    expect(() => parseICalendar(calendar(ascii))).not.toThrow();
    expect(() => parseICalendar(calendar(`${ascii}a`))).toThrow(/longer than 75 octets/);
    const polish = `SUMMARY:${'ł'.repeat(40)}`; // 48 characters, 88 octets
    expect(() => parseICalendar(calendar(polish))).toThrow(/longer than 75 octets/);
  });

  it('refuses a bare CR or LF, a control character, a bad TEXT escape and a bare comma or semicolon', () => {
    expect(() => parseICalendar(calendar('SUMMARY:Jan\rKowalski'))).toThrow(/bare CR or LF/);
    expect(() => parseICalendar(calendar('SUMMARY:Jan\nKowalski'))).toThrow(/bare CR or LF/);
    expect(() => parseICalendar(calendar('SUMMARY:Jan\u0007Kowalski'))).toThrow(/control character/);
    expect(() => parseICalendar(calendar('SUMMARY:C:\\Windows'))).toThrow(/not a TEXT escape/);
    expect(() => parseICalendar(calendar('DESCRIPTION:a, b'))).toThrow(/unescaped ","/);
    expect(() => parseICalendar(calendar('LOCATION:a; b'))).toThrow(/unescaped ";"/);
  });

  it('refuses unpaired components and a calendar without CRLF line ends', () => {
    expect(() => parseICalendar(calendar().replace('END:VEVENT\r\n', ''))).toThrow(/closes VEVENT/);
    expect(() => parseICalendar(calendar().replace(/\r\n/g, '\n'))).toThrow(ICalSyntaxError);
  });
});
