import type { DemoStatus } from '@shared/demo-manage';
import {
  Field,
  LinkButton,
  ManageLink,
  MeetingLink,
  meetingPreview,
  MeetingSummary,
  visitorMail,
} from './blocks';
import { defineMailMessages, type MailContext } from './context';
import type { RenderedTemplate } from './types';

/* The visitor's demo after booking: a moved time, a cancellation, the reminders, the meeting and manage links. */

type DemoBase = {
  bookingId: string;
  name: string;
  clubName: string | null;
  start: string;
  /** The online meeting's address, once the operator set it. */
  meetingUrl?: string | null;
};

/** A demo that stays booked: still waiting for the operator's confirmation (pending) or confirmed. */
type KeptDemo = DemoBase & { manageUrl: string; status: DemoStatus };

const pendingTexts = defineMailMessages({
  pl: { waiting: 'Termin czeka na nasze potwierdzenie: wyślemy je e-mailem.' },
  en: { waiting: 'The time awaits our confirmation, which we will send by email.' },
});

/**
 * A message about a demo that stays booked: its summary with its state in the manage page's words (one still
 * waiting for the operator's confirmation says so in its lead too), the meeting link (once set) and the
 * manage link.
 */
function keptDemoMail(
  data: KeptDemo,
  context: MailContext,
  { subject, lead, previousStart }: { subject: string; lead: string; previousStart?: string },
): RenderedTemplate {
  const waiting = data.status === 'pending' ? ` ${pendingTexts[context.language].waiting}` : '';
  return visitorMail(
    context,
    { subject, preview: meetingPreview(subject, data.start, context), name: data.name, lead: lead + waiting },
    <>
      <MeetingSummary
        context={context}
        start={data.start}
        previousStart={previousStart}
        clubName={data.clubName}
        status={data.status}
      />
      <MeetingLink url={data.meetingUrl} context={context} />
      <ManageLink url={data.manageUrl} context={context} />
    </>,
  );
}

// ---------------------------------------------------------------- rescheduled

export type DemoRescheduledData = KeptDemo & { previousStart: string };

const rescheduledTexts = defineMailMessages({
  pl: {
    subject: 'Nowy termin prezentacji',
    body: 'Zmieniliśmy termin Twojej prezentacji zgodnie z prośbą. Zaktualizowane zaproszenie do kalendarza jest w załączniku.',
  },
  en: {
    subject: 'Your presentation has a new time',
    body: 'we have moved your presentation as you asked. The updated calendar invitation is attached.',
  },
});

export function demoRescheduled(data: DemoRescheduledData, context: MailContext): RenderedTemplate {
  const t = rescheduledTexts[context.language];
  return keptDemoMail(data, context, { subject: t.subject, lead: t.body, previousStart: data.previousStart });
}

// ---------------------------------------------------------------- cancelled

export type DemoCancelledData = DemoBase & {
  /** 'visitor': cancelled through the link; 'slot-deleted': the operator removed the time. */
  cause: 'visitor' | 'slot-deleted';
  reason: string | null;
  bookAgainUrl: string;
};

const cancelledTexts = defineMailMessages({
  pl: {
    subject: 'Prezentacja odwołana',
    visitor: 'Odwołaliśmy Twoją prezentację zgodnie z prośbą. Usuń ją z kalendarza (załącznik to zrobi).',
    slotDeleted:
      'Przepraszamy, musimy odwołać Twoją prezentację w tym terminie. Wybierz proszę inny termin – to zajmie chwilę.',
    reason: 'Powód',
    again: 'Jeśli zechcesz, umów prezentację w innym terminie:',
    bookAgain: 'Umów nowy termin',
  },
  en: {
    subject: 'Your presentation is cancelled',
    visitor:
      'we have cancelled your presentation as you asked. The attachment removes it from your calendar.',
    slotDeleted:
      'we are sorry, we have to cancel your presentation at this time. Please choose another time – it only takes a moment.',
    reason: 'Reason',
    again: 'If you like, book the presentation at another time:',
    bookAgain: 'Book a new time',
  },
});

export function demoCancelled(data: DemoCancelledData, context: MailContext): RenderedTemplate {
  const t = cancelledTexts[context.language];
  return visitorMail(
    context,
    {
      subject: t.subject,
      preview: meetingPreview(t.subject, data.start, context),
      name: data.name,
      lead: data.cause === 'visitor' ? t.visitor : t.slotDeleted,
    },
    <>
      <MeetingSummary context={context} start={data.start} clubName={data.clubName} status="cancelled">
        <Field label={t.reason} value={data.reason} />
      </MeetingSummary>
      <LinkButton hint={t.again} label={t.bookAgain} url={data.bookAgainUrl} />
    </>,
  );
}

// ---------------------------------------------------------------- reminders

export type DemoReminderData = KeptDemo & { lead: '24h' | '1h' };

const reminderTexts = defineMailMessages({
  pl: {
    subject: { '24h': 'Przypomnienie: prezentacja jutro', '1h': 'Przypomnienie: prezentacja za godzinę' },
    body: {
      '24h': 'Przypominamy o jutrzejszej prezentacji systemu.',
      '1h': 'Za godzinę zaczyna się Twoja prezentacja systemu.',
    },
  },
  en: {
    subject: {
      '24h': 'Reminder: your presentation is tomorrow',
      '1h': 'Reminder: your presentation starts in an hour',
    },
    body: {
      '24h': 'this is a reminder of your presentation of the system tomorrow.',
      '1h': 'your presentation of the system starts in an hour.',
    },
  },
});

export function demoReminder(data: DemoReminderData, context: MailContext): RenderedTemplate {
  const t = reminderTexts[context.language];
  return keptDemoMail(data, context, { subject: t.subject[data.lead], lead: t.body[data.lead] });
}

// ---------------------------------------------------------------- meeting link set or changed

export type DemoMeetingLinkData = KeptDemo & { meetingUrl: string; changed: boolean };

const meetingLinkTexts = defineMailMessages({
  pl: {
    subject: { set: 'Link do spotkania online', changed: 'Nowy link do spotkania online' },
    body: {
      set: 'Oto link do spotkania online, na którym odbędzie się Twoja prezentacja. Zaktualizowane zaproszenie do kalendarza jest w załączniku.',
      changed:
        'Link do spotkania online zmienił się – użyj proszę tego nowego. Zaktualizowane zaproszenie do kalendarza jest w załączniku.',
    },
  },
  en: {
    subject: { set: 'Your online meeting link', changed: 'A new online meeting link' },
    body: {
      set: 'here is the link to the online meeting for your presentation. The updated calendar invitation is attached.',
      changed:
        'the online meeting link has changed – please use this new one. The updated calendar invitation is attached.',
    },
  },
});

export function demoMeetingLink(data: DemoMeetingLinkData, context: MailContext): RenderedTemplate {
  const t = meetingLinkTexts[context.language];
  const which = data.changed ? 'changed' : 'set';
  return keptDemoMail(data, context, { subject: t.subject[which], lead: t.body[which] });
}

// ---------------------------------------------------------------- a second booking from one address

export type DemoManageLinkData = KeptDemo;

const manageLinkTexts = defineMailMessages({
  pl: {
    subject: 'Masz już umówioną prezentację',
    body: 'Ktoś (zapewne Ty) próbował umówić kolejną prezentację na ten adres e-mail. Na jeden adres można mieć jedną nadchodzącą prezentację – oto ta, którą już masz. Jeśli chcesz inny termin, zmień go tutaj.',
  },
  en: {
    subject: 'You already have a presentation booked',
    body: 'someone (probably you) tried to book another presentation for this e-mail address. One address can hold one upcoming presentation – here is the one you already have. If you want another time, change it here.',
  },
});

export function demoManageLink(data: DemoManageLinkData, context: MailContext): RenderedTemplate {
  const t = manageLinkTexts[context.language];
  return keptDemoMail(data, context, { subject: t.subject, lead: t.body });
}
