import { Eye, RotateCw } from 'lucide-react';
import type { OutboxListItem } from '@shared/contracts/outbox';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { formatDateTime } from '@web/i18n/format';
import { LANGUAGE_LABELS } from './labels';
import { RelatedRecordLink, type RecordHref } from './related-record-link';
import { OutboxStateBadge } from './state-badge';

type MessageCardProps = {
  message: OutboxListItem;
  timeZone: string;
  recordHref: RecordHref;
  /** False without SMTP: nothing is tried, so no "next attempt" is promised. */
  sending: boolean;
  resending: boolean;
  onPreview(): void;
  onResend(): void;
};

/** One message of the outbox: who, what, about which record, how it went; a card from 360 px up. */
export function MessageCard({
  message,
  timeZone,
  recordHref,
  sending,
  resending,
  onPreview,
  onResend,
}: MessageCardProps) {
  const titleId = `message-${message.id}`;
  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time>;
  return (
    <Card role="article" aria-labelledby={titleId} className="p-4 sm:p-5" data-message-id={message.id}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {message.subject}
          </h3>
          <p className="mt-0.5 text-sm break-all text-slate-700">
            Do: <span className="font-medium text-slate-900">{message.recipient}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <OutboxStateBadge state={message.state} />
          <Badge tone="grey" title={`Język: ${LANGUAGE_LABELS[message.language] ?? message.language}`}>
            {message.language.toUpperCase()}
          </Badge>
        </div>
      </div>

      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Dotyczy:</dt>
          <dd>
            <RelatedRecordLink message={message} recordHref={recordHref} />
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Próby:</dt>
          <dd className="tabular-nums">{message.attempts}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Utworzono:</dt>
          <dd>{time(message.createdAt)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Wysłano:</dt>
          <dd>{message.sentAt ? time(message.sentAt) : '—'}</dd>
        </div>
        {sending && message.state === 'queued' && message.nextAttemptAt && (
          <div className="flex gap-1.5">
            <dt className="text-slate-600">Następna próba:</dt>
            <dd>{time(message.nextAttemptAt)}</dd>
          </div>
        )}
      </dl>

      {message.lastError && (
        <div className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-medium text-red-900">Ostatni błąd</p>
          <p className="mt-1 font-mono text-xs break-words whitespace-pre-line text-red-900">
            {message.lastError}
          </p>
        </div>
      )}

      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {message.state === 'failed' && (
          <Button variant="outline" size="sm" onClick={onResend} disabled={resending}>
            <RotateCw aria-hidden="true" /> {resending ? SENDING_LABEL.pl : 'Wyślij ponownie'}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onPreview} aria-label={`Podgląd: ${message.subject}`}>
          <Eye aria-hidden="true" /> Podgląd
        </Button>
      </div>
    </Card>
  );
}
