import { Link, Text } from '@react-email/components';
import { DEMO_STATUS_WORDS, type DemoStatus } from '@shared/demo-manage';
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

/*
 * A demo booked — reserved, waiting for the operator's confirmation (a TENTATIVE invitation) — and the
 * operator's confirm (CONFIRMED) or cancel (CANCELLED): the words of each state are the manage page's.
 */

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

/** The booking's own message: always just booked (pending), always with its manage link. */
export type DemoBookedData = DemoBookingConfirmationData & { manageUrl: string; status?: 'pending' };

const texts = defineMailMessages({
  pl: {
    subject: 'Prezentacja zarezerwowana – czeka na potwierdzenie',
    intro:
      'Dziękujemy za rezerwację prezentacji systemu. Termin jest zarezerwowany dla Ciebie i czeka na nasze potwierdzenie. Oto szczegóły:',
    duration: 'Czas trwania',
    minutes: '60 minut',
    next: 'Co dalej? Potwierdzimy termin osobnym e-mailem. Wstępne zaproszenie do kalendarza jest w załączniku; po potwierdzeniu wyślemy je ponownie jako potwierdzone.',
    title: 'Prezentacja systemu',
  },
  en: {
    subject: 'Your presentation is reserved – awaiting confirmation',
    intro:
      'Thank you for booking a presentation of the system. The time is reserved for you and awaits our confirmation. Here are the details:',
    duration: 'Duration',
    minutes: '60 minutes',
    next: 'What happens next? We will confirm the time in a separate email. A provisional calendar invitation is attached; once we confirm, we send it again as confirmed.',
    title: 'System presentation',
  },
});

const invitationTexts = defineMailMessages({
  pl: {
    description:
      'Prezentacja systemu do zarządzania klubem strzeleckim. Link do spotkania prześlemy przed prezentacją.',
    pending: 'Termin jest zarezerwowany i czeka na nasze potwierdzenie.',
    filename: 'zaproszenie.ics',
  },
  en: {
    description:
      'A presentation of the shooting club management system. We will send the meeting link before it.',
    pending: 'The time is reserved and awaits our confirmation.',
    filename: 'invitation.ics',
  },
});

/** The calendar event's texts in the visitor's language; a booking still to be confirmed says so. */
export const demoInvitationDetails = (language: Language, companyName: string, status: DemoStatus) => {
  const t = invitationTexts[language];
  return {
    title: `${texts[language].title} – ${companyName}`,
    description: status === 'pending' ? `${t.pending}\n\n${t.description}` : t.description,
    filename: t.filename,
  };
};

export function demoBookingConfirmation(data: DemoBookedData, context: MailContext): RenderedTemplate {
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
        status="pending"
      />
      <Text style={text}>{t.next}</Text>
      <MeetingLink url={data.meetingUrl} context={context} />
      <ManageLink url={data.manageUrl} context={context} />
    </>,
  );
}

export type DemoBookingStatusData = DemoBookingConfirmationData & { status: 'confirmed' | 'cancelled' };

const statusTexts = defineMailMessages({
  pl: {
    confirmed: {
      subject: 'Prezentacja potwierdzona',
      body: 'Potwierdzamy termin prezentacji systemu. Zaproszenie do kalendarza w załączniku jest już potwierdzone. Do zobaczenia!',
    },
    cancelled: {
      subject: 'Prezentacja odwołana',
      body: 'Niestety prezentacja w tym terminie została odwołana; załącznik usunie ją z kalendarza. Jeśli chcesz, zarezerwuj inny termin na naszej stronie.',
    },
  },
  en: {
    confirmed: {
      subject: 'Your presentation is confirmed',
      body: 'We confirm the time of your presentation of the system. The calendar invitation attached is now confirmed. See you then!',
    },
    cancelled: {
      subject: 'Your presentation is cancelled',
      body: 'Unfortunately the presentation at this time has been cancelled; the attachment removes it from your calendar. If you wish, book another time on our website.',
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
      <Field
        label={common[context.language].status}
        value={DEMO_STATUS_WORDS[context.language][data.status]}
      />
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
