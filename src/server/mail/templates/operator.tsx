import { Heading, Text } from '@react-email/components';
import type { InboxKind } from '@shared/inbox';
import { AdminLink, Field, Summary } from './blocks';
import { heading, Layout, quote } from './layout';
import type { MailContext } from './context';
import type { RenderedTemplate } from './types';

/** The back office's page for each kind (web/app/admin/admin-routes.ts). */
export const ADMIN_PAGE: Record<InboxKind, string> = {
  contacts: 'contacts',
  'demo-bookings': 'demo-bookings',
  orders: 'orders',
  'beta-signups': 'beta-tests',
  'bug-reports': 'bug-reports',
};

/** The link that opens the record's manage dialog in the back office. */
export const adminRecordUrl = (adminUrl: string, kind: InboxKind, id: string) =>
  `${adminUrl}/security/admin/${ADMIN_PAGE[kind]}?open=${encodeURIComponent(id)}`;

const TITLES: Record<InboxKind, string> = {
  contacts: 'Nowa wiadomość z formularza kontaktowego',
  'demo-bookings': 'Nowa rezerwacja prezentacji',
  orders: 'Nowe zamówienie',
  'beta-signups': 'Nowe zgłoszenie do programu beta',
  'bug-reports': 'Nowe zgłoszenie błędu',
};

export type OperatorNotificationData = {
  kind: InboxKind;
  recordId: string;
  /** Who or what, for the subject: a name, a club, a title. */
  headline: string;
  /**
   * The essentials, with Polish labels (the back office is Polish). Never a PESEL or an identity document,
   * secrets or notes.
   */
  fields: { label: string; value: string | number | null }[];
  /** A longer text the visitor or tenant wrote (a message, a description), quoted. */
  body?: string | null;
  /** What happened, when it is not a new record (a visitor moved or cancelled a demo). */
  title?: string;
};

/** One notification for the operator about a new lead: always Polish, with a link to the record. */
export function operatorNotification(data: OperatorNotificationData, context: MailContext): RenderedTemplate {
  const title = data.title ?? TITLES[data.kind];
  // The subject is one line whatever the visitor typed.
  const subject = `${title}: ${data.headline.replace(/\s+/g, ' ').trim()}`.slice(0, 200);
  const link = adminRecordUrl(context.adminUrl, data.kind, data.recordId);
  return {
    subject,
    element: (
      <Layout context={context} preview={subject}>
        <Heading style={heading}>{title}</Heading>
        <Summary>
          {data.fields.map((field) => (
            <Field key={field.label} label={field.label} value={field.value} />
          ))}
        </Summary>
        {data.body ? <Text style={quote}>{data.body}</Text> : null}
        <AdminLink url={link} label="Otwórz w panelu" />
      </Layout>
    ),
  };
}
