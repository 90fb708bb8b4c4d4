import { useEffect, useRef } from 'react';
import { CalendarCheck2, CalendarPlus, Download, Link2, Video } from 'lucide-react';
import type { DemoBookingCreated } from '@shared/contracts/demo';
import { DEMO_STATUS_WORDS } from '@shared/demo-manage';
import type { Language } from '@shared/language';
import { formatSlotDateTime } from '@shared/slot-rules';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import type { DemoBookingMessages } from './messages';
import { visitorClockDiffers, visitorLocalTime, visitorTimeZone } from './visitor-time';

export type BookingSuccessProps = {
  m: DemoBookingMessages;
  language: Language;
  timeZone: string;
  booking: DemoBookingCreated;
  onClose(): void;
};

const linkClass =
  'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50';

/**
 * The end of a booking: the meeting in Polish time (and the visitor's own when it differs), its state as the
 * manage page and the e-mails name it (reserved, awaiting the operator's confirmation), adding it to a
 * calendar (the .ics is the e-mail's event, same UID, tentative until confirmed), the manage link and
 * 'Zamknij'. Focus goes to its heading, so a screen reader announces the outcome.
 */
export function BookingSuccess({ m, language, timeZone, booking, onClose }: BookingSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const start = new Date(booking.selectedSlot);
  const event = {
    start,
    title: m.calendarTitle,
    details: [m.calendarDetails, booking.manageUrl ? `${m.manageLink}: ${booking.manageUrl}` : '']
      .filter(Boolean)
      .join('\n\n'),
    location: booking.meetingUrl,
  };
  const zone = visitorTimeZone();
  return (
    <div data-testid="demo-booking-success" className="space-y-5">
      <div className="flex items-start gap-3">
        <CalendarCheck2 className="mt-0.5 size-7 shrink-0 text-green-700" aria-hidden="true" />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            {m.successHeading}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{m.successLead}</p>
        </div>
      </div>
      <dl className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
        <dt className="font-medium text-slate-600">{m.chosenSlot}</dt>
        <dd className="mt-1 text-base font-semibold text-slate-900" data-testid="success-warsaw-time">
          {formatSlotDateTime(start, timeZone)} ({m.polishTime})
        </dd>
        {visitorClockDiffers(start, timeZone, zone) && (
          <dd className="mt-1 text-slate-700" data-testid="success-local-time">
            {m.yourTime(visitorLocalTime(start, timeZone, zone), zone)}
          </dd>
        )}
        <dt className="mt-3 font-medium text-slate-600">{m.status}</dt>
        <dd className="mt-1 font-medium text-amber-800" data-testid="success-status">
          {DEMO_STATUS_WORDS[language].pending}
        </dd>
        {booking.meetingUrl && (
          <>
            <dt className="mt-3 font-medium text-slate-600">{m.meetingLink}</dt>
            <dd className="mt-1 flex items-start gap-2 break-all">
              <Video className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <a
                href={booking.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline"
              >
                {booking.meetingUrl}
              </a>
            </dd>
          </>
        )}
      </dl>
      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">{m.addToCalendar}</p>
        <div className="flex flex-wrap gap-2">
          <a className={linkClass} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            <CalendarPlus className="size-4" aria-hidden="true" />
            {m.googleCalendar}
          </a>
          <a className={linkClass} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            <CalendarPlus className="size-4" aria-hidden="true" />
            Outlook
          </a>
          {booking.invitationUrl && (
            <a className={linkClass} href={booking.invitationUrl} download>
              <Download className="size-4" aria-hidden="true" />
              .ics
            </a>
          )}
        </div>
      </div>
      {booking.manageUrl && (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Link2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {m.manageHint}{' '}
            <a
              href={booking.manageUrl}
              className="font-medium text-brand-700 underline"
              data-testid="success-manage-link"
            >
              {m.manageLink}
            </a>
          </span>
        </p>
      )}
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {m.successClose}
        </Button>
      </DialogFooter>
    </div>
  );
}
