import { Button, Heading, Section, Text } from '@react-email/components';
import { button, Field, heading, Layout, text } from './layout';
import { defineMailMessages, formatDateTimeWithZone, type MailContext } from './context';
import type { RenderedTemplate } from './types';

/* The visitor's demo after booking: the manage link, a moved time, a cancellation, the reminders. */

const manageTexts = defineMailMessages({
  pl: {
    manage: 'Zmień termin lub odwołaj',
    manageHint: 'Jeśli termin Ci nie pasuje, zmień go albo odwołaj prezentację tutaj:',
    hello: (name: string) => `Dzień dobry, ${name}!`,
    regards: 'Pozdrawiamy',
    when: 'Termin',
    previous: 'Poprzedni termin',
    club: 'Klub',
    bookAgain: 'Umów nowy termin',
    meeting: 'Link do spotkania online',
    join: 'Dołącz do spotkania',
  },
  en: {
    manage: 'Reschedule or cancel',
    manageHint: 'If the time does not suit you, move or cancel the presentation here:',
    hello: (name: string) => `Hello ${name},`,
    regards: 'Kind regards',
    when: 'Date and time',
    previous: 'Previous time',
    club: 'Club',
    bookAgain: 'Book a new time',
    meeting: 'Online meeting link',
    join: 'Join the meeting',
  },
});

/** The manage link as a button with the address under it (some mail clients hide buttons). */
export function ManageLink({ url, context }: { url: string; context: MailContext }) {
  const t = manageTexts[context.language];
  return (
    <Section>
      <Text style={text}>{t.manageHint}</Text>
      <Button href={url} style={button}>
        {t.manage}
      </Button>
      <Text style={{ ...text, fontSize: '12px', color: '#475569' }}>{url}</Text>
    </Section>
  );
}

/** The operator's meeting link (issue 16), when set: a button and the address under it. */
export function MeetingLink({ url, context }: { url: string | null | undefined; context: MailContext }) {
  if (!url) return null;
  const t = manageTexts[context.language];
  return (
    <Section>
      <Text style={{ ...text, fontWeight: 600 }}>{t.meeting}</Text>
      <Button href={url} style={button}>
        {t.join}
      </Button>
      <Text style={{ ...text, fontSize: '12px', color: '#475569' }}>{url}</Text>
    </Section>
  );
}

function Closing({ context }: { context: MailContext }) {
  return (
    <Text style={text}>
      {manageTexts[context.language].regards},
      <br />
      {context.company.name}
    </Text>
  );
}

type DemoBase = {
  bookingId: string;
  name: string;
  clubName: string | null;
  start: string;
  /** The online meeting's address, once the operator set it. */
  meetingUrl?: string | null;
};

// ---------------------------------------------------------------- rescheduled

export type DemoRescheduledData = DemoBase & { previousStart: string; manageUrl: string };

const rescheduledTexts = defineMailMessages({
  pl: {
    subject: 'Nowy termin prezentacji',
    body: 'zmieniliśmy termin Twojej prezentacji zgodnie z prośbą. Zaktualizowane zaproszenie do kalendarza jest w załączniku.',
  },
  en: {
    subject: 'Your presentation has a new time',
    body: 'we have moved your presentation as you asked. The updated calendar invitation is attached.',
  },
});

export function demoRescheduled(data: DemoRescheduledData, context: MailContext): RenderedTemplate {
  const t = rescheduledTexts[context.language];
  const m = manageTexts[context.language];
  const when = formatDateTimeWithZone(new Date(data.start), context.language, context.timeZone);
  const before = formatDateTimeWithZone(new Date(data.previousStart), context.language, context.timeZone);
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={`${t.subject}: ${when}`}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>
          {m.hello(data.name)} {t.body}
        </Text>
        <Section>
          <Field label={m.when} value={when} />
          <Field label={m.previous} value={before} />
          <Field label={m.club} value={data.clubName} />
        </Section>
        <MeetingLink url={data.meetingUrl} context={context} />
        <ManageLink url={data.manageUrl} context={context} />
        <Closing context={context} />
      </Layout>
    ),
  };
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
    visitor: 'odwołaliśmy Twoją prezentację zgodnie z prośbą. Usuń ją z kalendarza (załącznik to zrobi).',
    slotDeleted:
      'przepraszamy, musimy odwołać Twoją prezentację w tym terminie. Wybierz proszę inny termin – to zajmie chwilę.',
    reason: 'Powód',
    again: 'Jeśli zechcesz, umów prezentację w innym terminie:',
  },
  en: {
    subject: 'Your presentation is cancelled',
    visitor:
      'we have cancelled your presentation as you asked. The attachment removes it from your calendar.',
    slotDeleted:
      'we are sorry, we have to cancel your presentation at this time. Please choose another time – it only takes a moment.',
    reason: 'Reason',
    again: 'If you like, book the presentation at another time:',
  },
});

export function demoCancelled(data: DemoCancelledData, context: MailContext): RenderedTemplate {
  const t = cancelledTexts[context.language];
  const m = manageTexts[context.language];
  const when = formatDateTimeWithZone(new Date(data.start), context.language, context.timeZone);
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={`${t.subject}: ${when}`}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>
          {m.hello(data.name)} {data.cause === 'visitor' ? t.visitor : t.slotDeleted}
        </Text>
        <Section>
          <Field label={m.when} value={when} />
          <Field label={m.club} value={data.clubName} />
          <Field label={t.reason} value={data.reason} />
        </Section>
        <Section>
          <Text style={text}>{t.again}</Text>
          <Button href={data.bookAgainUrl} style={button}>
            {m.bookAgain}
          </Button>
          <Text style={{ ...text, fontSize: '12px', color: '#475569' }}>{data.bookAgainUrl}</Text>
        </Section>
        <Closing context={context} />
      </Layout>
    ),
  };
}

// ---------------------------------------------------------------- reminders

export type DemoReminderData = DemoBase & { lead: '24h' | '1h'; manageUrl: string };

const reminderTexts = defineMailMessages({
  pl: {
    subject: { '24h': 'Przypomnienie: prezentacja jutro', '1h': 'Przypomnienie: prezentacja za godzinę' },
    body: {
      '24h': 'przypominamy o jutrzejszej prezentacji systemu.',
      '1h': 'za godzinę zaczyna się Twoja prezentacja systemu.',
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
  const m = manageTexts[context.language];
  const when = formatDateTimeWithZone(new Date(data.start), context.language, context.timeZone);
  return {
    subject: t.subject[data.lead],
    element: (
      <Layout context={context} preview={`${t.subject[data.lead]}: ${when}`}>
        <Heading style={heading}>{t.subject[data.lead]}</Heading>
        <Text style={text}>
          {m.hello(data.name)} {t.body[data.lead]}
        </Text>
        <Section>
          <Field label={m.when} value={when} />
          <Field label={m.club} value={data.clubName} />
        </Section>
        <MeetingLink url={data.meetingUrl} context={context} />
        <ManageLink url={data.manageUrl} context={context} />
        <Closing context={context} />
      </Layout>
    ),
  };
}

// ---------------------------------------------------------------- meeting link set or changed

export type DemoMeetingLinkData = DemoBase & { meetingUrl: string; changed: boolean; manageUrl: string };

const meetingLinkTexts = defineMailMessages({
  pl: {
    subject: { set: 'Link do spotkania online', changed: 'Nowy link do spotkania online' },
    body: {
      set: 'oto link do spotkania online, na którym odbędzie się Twoja prezentacja. Zaktualizowane zaproszenie do kalendarza jest w załączniku.',
      changed:
        'link do spotkania online zmienił się – użyj proszę tego nowego. Zaktualizowane zaproszenie do kalendarza jest w załączniku.',
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
  const m = manageTexts[context.language];
  const which = data.changed ? 'changed' : 'set';
  const when = formatDateTimeWithZone(new Date(data.start), context.language, context.timeZone);
  return {
    subject: t.subject[which],
    element: (
      <Layout context={context} preview={`${t.subject[which]}: ${when}`}>
        <Heading style={heading}>{t.subject[which]}</Heading>
        <Text style={text}>
          {m.hello(data.name)} {t.body[which]}
        </Text>
        <Section>
          <Field label={m.when} value={when} />
          <Field label={m.club} value={data.clubName} />
        </Section>
        <MeetingLink url={data.meetingUrl} context={context} />
        <ManageLink url={data.manageUrl} context={context} />
        <Closing context={context} />
      </Layout>
    ),
  };
}

// ---------------------------------------------------------------- a second booking from one address

export type DemoManageLinkData = DemoBase & { manageUrl: string };

const manageLinkTexts = defineMailMessages({
  pl: {
    subject: 'Masz już umówioną prezentację',
    body: 'ktoś (zapewne Ty) próbował umówić kolejną prezentację na ten adres e-mail. Na jeden adres można mieć jedną nadchodzącą prezentację – oto ta, którą już masz. Jeśli chcesz inny termin, zmień go tutaj.',
  },
  en: {
    subject: 'You already have a presentation booked',
    body: 'someone (probably you) tried to book another presentation for this e-mail address. One address can hold one upcoming presentation – here is the one you already have. If you want another time, change it here.',
  },
});

export function demoManageLink(data: DemoManageLinkData, context: MailContext): RenderedTemplate {
  const t = manageLinkTexts[context.language];
  const m = manageTexts[context.language];
  const when = formatDateTimeWithZone(new Date(data.start), context.language, context.timeZone);
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={`${t.subject}: ${when}`}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>
          {m.hello(data.name)} {t.body}
        </Text>
        <Section>
          <Field label={m.when} value={when} />
          <Field label={m.club} value={data.clubName} />
        </Section>
        <MeetingLink url={data.meetingUrl} context={context} />
        <ManageLink url={data.manageUrl} context={context} />
        <Closing context={context} />
      </Layout>
    ),
  };
}
