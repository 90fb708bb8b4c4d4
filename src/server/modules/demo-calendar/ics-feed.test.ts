import { describe, expect, it } from 'vitest';
import { parseICalendar, propertiesNamed } from '../../test/ical';
import { renderDemoFeed } from './ics-feed';
import type { FeedBooking } from './repository';

const options = {
  publicUrl: 'https://strzelnica.example.pl',
  adminBookingUrl: (id: string) => `https://strzelnica.example.pl/security/admin/demo-bookings?open=${id}`,
};
const booking = (values: Partial<FeedBooking>): FeedBooking => ({
  id: '0b9f4f0e-5d1c-4c39-9d0c-3c0f2f7f9a11',
  name: 'Jan "Evil" Kowalski',
  email: 'jan@example.pl',
  phone: '+48 600 100 200',
  clubName: null,
  selectedSlot: new Date('2026-11-26T08:00:00Z'),
  status: 'pending',
  ...values,
});

describe('the operator calendar feed (RFC 5545, read by a strict parser)', () => {
  it('keeps a booker named Jan "Evil" Kowalski of a Polish club whole: name, e-mail and club, lines of 75 octets', () => {
    const clubName = 'Klub Strzelecki „Żółw” z Łodzi — sekcja pneumatyczna';
    const calendar = parseICalendar(renderDemoFeed([booking({ clubName })], options));
    const [event, ...others] = calendar.events;
    expect(others).toEqual([]);
    expect(event!.props.SUMMARY).toBe(`Prezentacja: ${clubName}`);
    expect(event!.props.DESCRIPTION).toContain('Osoba: Jan "Evil" Kowalski\nE-mail: jan@example.pl\n');
    expect(event!.props.DESCRIPTION).toContain(`Klub: ${clubName}\n`);
    // The feed names the person in its text, not as a scheduling ATTENDEE (it is the operator's own calendar).
    expect(propertiesNamed(event!, 'ATTENDEE')).toEqual([]);
  });

  it('escapes text values, keeps CR and LF out of every value, and folds at 75 octets', () => {
    const name = 'Zażółć "gęślą"; jaźń, \\ Łódź\rJan\r\nKowalski\u0007';
    const clubName = 'KS "Łoś"; Gęś, Żółw \\ Bałuty\r';
    const calendar = parseICalendar(
      renderDemoFeed(
        [booking({ name, clubName }), booking({ id: 'b', name: 'Ewa', status: 'confirmed' })],
        options,
      ),
    );
    expect(calendar.events).toHaveLength(2);
    const [event] = calendar.events;
    expect(event!.props.SUMMARY).toBe('Prezentacja: KS "Łoś"; Gęś, Żółw \\ Bałuty\n');
    expect(event!.props.DESCRIPTION).toBe(
      [
        'Osoba: Zażółć "gęślą"; jaźń, \\ Łódź\nJan\nKowalski',
        'E-mail: jan@example.pl',
        'Telefon: +48 600 100 200',
        // The club's CR and the next line's LF are one line break.
        'Klub: KS "Łoś"; Gęś, Żółw \\ Bałuty',
        'Status: pending',
        `Rezerwacja: ${options.adminBookingUrl('0b9f4f0e-5d1c-4c39-9d0c-3c0f2f7f9a11')}`,
      ].join('\n'),
    );
    expect(calendar.events[1]!.props.STATUS).toBe('CONFIRMED');
  });
});
