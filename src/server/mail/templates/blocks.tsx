import type { ReactNode } from 'react';
import { Button, Heading, Section, Text } from '@react-email/components';
import { DEMO_STATUS_WORDS, type DemoStatus } from '@shared/demo-manage';
import type { Language } from '@shared/language';
import { formatDate, formatTime, wallTimeIn } from '@shared/date-format';
import { defineMailMessages, formatDateTimeWithZone, type MailContext } from './context';
import { button, heading, Layout, row, text } from './layout';
import { moduleName } from '@shared/pricing/module-names';
import type { RenderedTemplate } from './types';

/* The pieces every message is built from; a domain's file holds only its own texts and order of blocks. */

/** The words more than one message uses, once. */
export const common = defineMailMessages({
  pl: {
    hello: (name: string) => `Dzień dobry, ${name}!`,
    regards: 'Pozdrawiamy',
    reference: 'Numer zgłoszenia',
    when: 'Termin',
    previous: 'Poprzedni termin',
    club: 'Klub',
    status: 'Status',
    none: 'brak',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    regards: 'Kind regards',
    reference: 'Reference',
    when: 'Date and time',
    previous: 'Previous time',
    club: 'Club',
    status: 'Status',
    none: 'none',
  },
});

const linkTexts = defineMailMessages({
  pl: {
    manage: 'Zmień termin lub odwołaj',
    manageHint: 'Jeśli termin Ci nie pasuje, zmień go albo odwołaj prezentację tutaj:',
    meeting: 'Link do spotkania online',
    join: 'Dołącz do spotkania',
  },
  en: {
    manage: 'Reschedule or cancel',
    manageHint: 'If the time does not suit you, move or cancel the presentation here:',
    meeting: 'Online meeting link',
    join: 'Join the meeting',
  },
});

const readerTexts = defineMailMessages({
  pl: { yours: (time: string, zone: string) => `${time} u Ciebie (${zone})` },
  en: { yours: (time: string, zone: string) => `${time} your time (${zone})` },
});

/**
 * A meeting's time with its zone named, in the message's language; for a reader in another zone (their
 * browser's, kept with the booking) their own time follows, with the date when it is another day there, as
 * the booking dialog shows it: "…, 12:00 (Polish time) · 11:00 your time (Europe/London)".
 */
export function meetingTime(start: string, context: MailContext): string {
  const at = new Date(start);
  const ours = formatDateTimeWithZone(at, context.language, context.timeZone);
  const zone = context.readerTimeZone;
  if (!zone) return ours;
  const business = wallTimeIn(at, context.timeZone);
  const reader = wallTimeIn(at, zone);
  if (business.hour === reader.hour && business.minute === reader.minute && business.day === reader.day) {
    return ours;
  }
  const time = formatTime(at, zone);
  const local = reader.day === business.day ? time : `${formatDate(at, zone)} ${time}`;
  return `${ours} · ${readerTexts[context.language].yours(local, zone)}`;
}

/** A demo message's preview line: "subject: its time". */
export const meetingPreview = (subject: string, start: string, context: MailContext) =>
  `${subject}: ${meetingTime(start, context)}`;

/** "Dzień dobry, X!" alone, or followed in the same paragraph by the message's first sentence. */
function Greeting({ name, lead, context }: { name: string; lead?: ReactNode; context: MailContext }) {
  const hello = common[context.language].hello(name);
  return lead === undefined ? (
    <Text style={text}>{hello}</Text>
  ) : (
    <Text style={text}>
      {hello} {lead}
    </Text>
  );
}

/** "Pozdrawiamy," and the seller's name. */
function Closing({ context }: { context: MailContext }) {
  return (
    <Text style={text}>
      {common[context.language].regards},
      <br />
      {context.company.name}
    </Text>
  );
}

/**
 * A message to a visitor or customer, in their language: the heading is the subject, then the greeting
 * (with `lead` in its paragraph), the message's own blocks and the closing. Everything they typed is
 * escaped by React.
 */
function VisitorMessage({
  context,
  subject,
  preview = subject,
  name,
  lead,
  children,
}: {
  context: MailContext;
  subject: string;
  preview?: string;
  name: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Layout context={context} preview={preview}>
      <Heading style={heading}>{subject}</Heading>
      <Greeting name={name} lead={lead} context={context} />
      {children}
      <Closing context={context} />
    </Layout>
  );
}

/** A visitor message as a template's result: the subject given once, for the header and the heading. */
export function visitorMail(
  context: MailContext,
  head: { subject: string; preview?: string; name: string; lead?: ReactNode },
  children?: ReactNode,
): RenderedTemplate {
  return {
    subject: head.subject,
    element: (
      <VisitorMessage context={context} {...head}>
        {children}
      </VisitorMessage>
    ),
  };
}

/** A "label: value" line; empty values are left out. */
export function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Text style={row}>
      <strong>{label}:</strong> {value}
    </Text>
  );
}

/** The record's essentials as "label: value" lines. */
export function Summary({ children }: { children: ReactNode }) {
  return <Section>{children}</Section>;
}

/** A paragraph in bold that titles the lines after it. */
export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Text style={text}>
      <strong>{children}</strong>
    </Text>
  );
}

/** A demo's summary: its time (and the time it had, or its length), the club, then any other lines. */
export function MeetingSummary({
  context,
  start,
  previousStart,
  duration,
  clubName,
  status,
  children,
}: {
  context: MailContext;
  start: string;
  previousStart?: string;
  duration?: { label: string; value: string };
  clubName: string | null;
  /** The booking's state in the words of its manage page and success view (shared/demo-manage.ts). */
  status?: DemoStatus;
  children?: ReactNode;
}) {
  const t = common[context.language];
  return (
    <Summary>
      <Field label={t.when} value={meetingTime(start, context)} />
      {previousStart === undefined ? null : (
        <Field label={t.previous} value={meetingTime(previousStart, context)} />
      )}
      {duration ? <Field label={duration.label} value={duration.value} /> : null}
      <Field label={t.club} value={clubName} />
      {status ? <Field label={t.status} value={DEMO_STATUS_WORDS[context.language][status]} /> : null}
      {children}
    </Summary>
  );
}

const hintStyle = { ...text, fontWeight: 600 };
const addressStyle = { ...text, fontSize: '12px', color: '#475569' };

/** A hint, a button and the address printed under it (some mail clients hide buttons). */
export function LinkButton({
  hint,
  label,
  url,
  emphasised = false,
}: {
  hint: string;
  label: string;
  url: string;
  /** The hint in bold, as a title of the link. */
  emphasised?: boolean;
}) {
  return (
    <Section>
      <Text style={emphasised ? hintStyle : text}>{hint}</Text>
      <Button href={url} style={button}>
        {label}
      </Button>
      <Text style={addressStyle}>{url}</Text>
    </Section>
  );
}

/** The visitor's own link to move or cancel their demo. */
export function ManageLink({ url, context }: { url: string; context: MailContext }) {
  const t = linkTexts[context.language];
  return <LinkButton hint={t.manageHint} label={t.manage} url={url} />;
}

/** The operator's meeting link, when set. */
export function MeetingLink({ url, context }: { url: string | null | undefined; context: MailContext }) {
  if (!url) return null;
  const t = linkTexts[context.language];
  return <LinkButton hint={t.meeting} label={t.join} url={url} emphasised />;
}

/** A back-office button with the address under it (the operator's messages, in Polish). */
export function AdminLink({ url, label }: { url: string; label: string }) {
  return (
    <>
      <Section>
        <Button href={url} style={button}>
          {label}
        </Button>
      </Section>
      <Text style={text}>{url}</Text>
    </>
  );
}

/** The add-on modules of an order by name, or 'brak'. */
export const moduleList = (modules: string[], language: Language) =>
  modules.length ? modules.map((id) => moduleName(id, language)).join(', ') : common[language].none;
