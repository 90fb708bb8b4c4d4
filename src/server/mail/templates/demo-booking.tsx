import { Link, Text } from '@react-email/components';
import type { Language } from '@shared/language';
import {
  common,
  Field,
  ManageLink,
  MeetingLink,
  meetingPreview,
  MeetingSummary,
  meetingTime,
  visitorMail,
} from './blocks';
import { defineMailMessages, type MailContext } from './context';
import { text } from './layout';
import type { RenderedTemplate } from './types';

/* A demo booked: the confirmation with its calendar invitation, and the operator's confirm or cancel. */

export type DemoBookingConfirmationData = {
  bookingId: string;
  name: string;
  clubName: string | null;
  /** The slot's start, ISO 8601. */
  start: string;
  /** The visitor's own link to reschedule or cancel (/prezentacja/<token>). */
  manageUrl?: string;
  /** The online meeting's address, once the operator set it. */
  meetingUrl?: string | null;
};

const texts = defineMailMessages({
  pl: {
    subject: 'Potwierdzenie rezerwacji prezentacji',
    intro: 'Dziękujemy za rezerwację prezentacji systemu. Oto szczegóły:',
    duration: 'Czas trwania',
    minutes: '60 minut',
    next: 'Co dalej? Skontaktujemy się z Tobą przed prezentacją, aby potwierdzić termin i przesłać link do spotkania online. Zaproszenie do kalendarza jest w załączniku.',
    title: 'Prezentacja systemu',
  },
  en: {
    subject: 'Your demo booking',
    intro: 'Thank you for booking a presentation of the system. Here are the details:',
    duration: 'Duration',
    minutes: '60 minutes',
    next: 'What happens next? We will contact you before the presentation to confirm the date and send a link to the online meeting. A calendar invitation is attached.',
    title: 'System presentation',
  },
});

const invitationTexts = defineMailMessages({
  pl: {
    description:
      'Prezentacja systemu do zarządzania klubem strzeleckim. Link do spotkania prześlemy przed prezentacją.',
    filename: 'zaproszenie.ics',
  },
  en: {
    description:
      'A presentation of the shooting club management system. We will send the meeting link before it.',
    filename: 'invitation.ics',
  },
});

/** The calendar event's texts in the visitor's language. */
export const demoInvitationDetails = (language: Language, companyName: string) => ({
  title: `${texts[language].title} – ${companyName}`,
  description: invitationTexts[language].description,
  filename: invitationTexts[language].filename,
});

export function demoBookingConfirmation(
  data: DemoBookingConfirmationData,
  context: MailContext,
): RenderedTemplate {
  const t = texts[context.language];
  return visitorMail(
    context,
    { subject: t.subject, preview: meetingPreview(t.subject, data.start, context), name: data.name },
    <>
      <Text style={text}>{t.intro}</Text>
      <MeetingSummary
        context={context}
        start={data.start}
        duration={{ label: t.duration, value: t.minutes }}
        clubName={data.clubName}
      />
      <Text style={text}>{t.next}</Text>
      <MeetingLink url={data.meetingUrl} context={context} />
      {data.manageUrl ? <ManageLink url={data.manageUrl} context={context} /> : null}
    </>,
  );
}

export type DemoBookingStatusData = DemoBookingConfirmationData & { status: 'confirmed' | 'cancelled' };

const statusTexts = defineMailMessages({
  pl: {
    confirmed: {
      subject: 'Prezentacja potwierdzona',
      body: 'Potwierdzamy termin prezentacji systemu. Do zobaczenia!',
    },
    cancelled: {
      subject: 'Prezentacja odwołana',
      body: 'Niestety prezentacja w tym terminie została odwołana. Jeśli chcesz, zarezerwuj inny termin na naszej stronie.',
    },
  },
  en: {
    confirmed: {
      subject: 'Your demo is confirmed',
      body: 'We confirm the date of your presentation of the system. See you then!',
    },
    cancelled: {
      subject: 'Your demo is cancelled',
      body: 'Unfortunately the presentation at this time has been cancelled. If you wish, book another time on our website.',
    },
  },
});

export function demoBookingStatus(data: DemoBookingStatusData, context: MailContext): RenderedTemplate {
  const t = statusTexts[context.language][data.status];
  return visitorMail(
    context,
    { subject: t.subject, name: data.name },
    <>
      <Text style={text}>{t.body}</Text>
      <Field label={common[context.language].when} value={meetingTime(data.start, context)} />
      {data.status === 'confirmed' ? <MeetingLink url={data.meetingUrl} context={context} /> : null}
      {data.status === 'confirmed' && data.manageUrl ? (
        <ManageLink url={data.manageUrl} context={context} />
      ) : null}
      {data.status === 'cancelled' ? (
        <Text style={text}>
          <Link href={context.pageUrl()}>{context.pageUrl()}</Link>
        </Text>
      ) : null}
    </>,
  );
}
