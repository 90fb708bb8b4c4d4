import { DEMO_DURATION_MINUTES, type ManagedDemo } from '@shared/contracts/demo-manage';
import { BOOK_DEMO_HASH, demoManagePath, demoStatusOf } from '@shared/demo-manage';
import { isLanguage, type Language } from '@shared/language';
import { zoneWords } from '@shared/date-format';
import { formatSlotDateTime } from '@shared/slot-rules';
import type { AppInfrastructure } from '../../infrastructure';
import { publicPageUrl } from '../../lib/public-url';
import { lockReason, type BookingRow } from './manage-booking-row';

export const HOUR = 60 * 60 * 1000;
/** The link keeps working a day after the demo (the visitor sees it took place), then it is dead. */
export const manageLinkExpiry = (start: Date) => new Date(start.getTime() + 24 * HOUR);

/** How a demo booking is shown: to the visitor (page, e-mails, links) and in the operators' e-mails. */
export function createDemoManageViews({ config, clock }: Pick<AppInfrastructure, 'config' | 'clock'>) {
  const timeZone = config.businessTimeZone;
  const manageUrl = (token: string, language: string) =>
    publicPageUrl(config, language, demoManagePath(token));
  const bookAgainUrl = (language: string) => publicPageUrl(config, language, `/#${BOOK_DEMO_HASH}`);
  const languageOf = (booking: BookingRow): Language =>
    isLanguage(booking.language) ? booking.language : 'pl';
  const visitorOf = (booking: BookingRow) => ({
    bookingId: booking.id,
    name: booking.name,
    email: booking.email,
    clubName: booking.clubName,
    start: booking.selectedSlot,
    language: languageOf(booking),
    meetingUrl: booking.meetingUrl,
    visitorTimeZone: booking.visitorTimeZone,
    status: demoStatusOf(booking.status),
  });
  const operatorFields = (booking: BookingRow) => [
    {
      label: 'Termin',
      value: `${formatSlotDateTime(booking.selectedSlot, timeZone)} (${zoneWords(timeZone)})`,
    },
    { label: 'Imię i nazwisko', value: booking.name },
    { label: 'Email', value: booking.email },
    { label: 'Telefon', value: booking.phone },
    { label: 'Klub', value: booking.clubName },
  ];

  const toManaged = (booking: BookingRow): ManagedDemo => ({
    name: booking.name,
    clubName: booking.clubName,
    selectedSlot: booking.selectedSlot.toISOString(),
    status: booking.status,
    durationMinutes: DEMO_DURATION_MINUTES,
    slotDeleted: booking.slotDeletedAt !== null,
    lockedBecause: lockReason(booking, clock.now()),
    language: languageOf(booking),
    meetingUrl: booking.meetingUrl,
  });

  return { manageUrl, bookAgainUrl, visitorOf, operatorFields, toManaged };
}
export type DemoManageViews = ReturnType<typeof createDemoManageViews>;
