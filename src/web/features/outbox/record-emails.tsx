import { Link } from 'wouter';
import type { InboxKind } from '@shared/inbox';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/i18n/format';
import { useSiteConfig } from '@web/lib/site-config';
import { useRecordEmails } from './api';
import { OutboxStateBadge } from './state-badge';

type RecordEmailsProps = {
  kind: InboxKind;
  /** The record; null while no dialog is open (nothing is fetched). */
  id: string | null;
  /** The outbox screen with this message's preview open. */
  previewHref(messageId: string): string;
};

/** In a record's manage dialog: every e-mail sent (or waiting) about it, each a link to its preview. */
export function RecordEmails({ kind, id, previewHref }: RecordEmailsProps) {
  const { businessTimeZone: timeZone } = useSiteConfig();
  const emails = useRecordEmails(kind, id);
  const items = emails.data?.items;
  return (
    <section aria-labelledby="record-emails-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="record-emails-title" className="text-sm font-semibold text-slate-900">
        Wiadomości e-mail
      </h3>
      {emails.isPending ? (
        <Spinner label="Ładowanie wiadomości..." className="mt-3" />
      ) : emails.isError ? (
        <p className="mt-2 text-sm text-red-700">Nie udało się wczytać wiadomości e-mail.</p>
      ) : !items?.length ? (
        <p className="mt-2 text-sm text-slate-600">Brak wiadomości e-mail o tym rekordzie.</p>
      ) : (
        <ul aria-label="Wiadomości e-mail o tym rekordzie" className="mt-3 space-y-3">
          {items.map((message) => {
            const at = message.sentAt ?? message.createdAt;
            return (
              <li key={message.id} className="text-sm" data-message-id={message.id}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link
                    href={previewHref(message.id)}
                    className="min-w-0 font-medium break-words text-brand-700 underline-offset-2 hover:underline"
                  >
                    {message.subject}
                  </Link>
                  <OutboxStateBadge state={message.state} />
                </div>
                <p className="mt-0.5 text-xs break-all text-slate-600">
                  {message.recipient} ·{' '}
                  <time dateTime={at}>
                    {message.sentAt ? 'wysłano ' : 'utworzono '}
                    {formatDateTime(at, timeZone)}
                  </time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
