import type { ReactNode } from 'react';
import { Paperclip, RotateCw } from 'lucide-react';
import type { OutboxDetails } from '@shared/contracts/outbox';
import { ListError } from '@web/components/ui/list-states';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatDateTime } from '@web/i18n/format';
import { useOutboxMessage } from './api';
import { HtmlPreview } from './html-preview';
import { LANGUAGE_LABELS } from './labels';
import { RelatedRecordLink, type RecordHref } from './related-record-link';
import { OutboxStateBadge } from './state-badge';

type MessagePreviewDialogProps = {
  /** The message shown; null closes the dialog. */
  id: string | null;
  onClose(): void;
  timeZone: string;
  recordHref: RecordHref;
  /** False without SMTP: nothing is tried, so no "next attempt" is promised. */
  sending: boolean;
  resending: boolean;
  onResend(id: string): void;
};

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;

/** One message as it went (or will go) out: its facts, the HTML and the plain text, and a resend. */
export function MessagePreviewDialog({
  id,
  onClose,
  timeZone,
  recordHref,
  sending,
  resending,
  onResend,
}: MessagePreviewDialogProps) {
  const message = useOutboxMessage(id, sending);
  const data = message.data?.id === id ? message.data : undefined;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={data?.subject ?? 'Podgląd wiadomości'}
        description={data ? `Do: ${data.recipient}` : undefined}
        className="max-w-4xl"
      >
        {message.isError ? (
          <ListError
            title="Błąd podczas ładowania wiadomości"
            error={message.error}
            onRetry={() => void message.refetch()}
          />
        ) : !data ? (
          <div className="flex justify-center py-10">
            <Spinner label="Ładowanie wiadomości..." />
          </div>
        ) : (
          <MessageDetails message={data} timeZone={timeZone} recordHref={recordHref} sending={sending} />
        )}
        <DialogFooter>
          {data?.state === 'failed' && (
            <Button variant="outline" onClick={() => onResend(data.id)} disabled={resending}>
              <RotateCw aria-hidden="true" /> {resending ? SENDING_LABEL.pl : 'Wyślij ponownie'}
            </Button>
          )}
          <DialogClose asChild>
            <Button variant="secondary">Zamknij</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function MessageDetails({
  message,
  timeZone,
  recordHref,
  sending,
}: {
  message: OutboxDetails;
  timeZone: string;
  recordHref: RecordHref;
  sending: boolean;
}) {
  const time = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time> : '—';
  const facts: [string, ReactNode][] = [
    ['Stan', <OutboxStateBadge key="state" state={message.state} />],
    ['Dotyczy', <RelatedRecordLink key="record" message={message} recordHref={recordHref} />],
    ['Język', LANGUAGE_LABELS[message.language] ?? message.language],
    ['Próby', message.attempts],
    ['Utworzono', time(message.createdAt)],
    ['Wysłano', time(message.sentAt)],
  ];
  if (sending && message.state === 'queued' && message.nextAttemptAt)
    facts.push(['Następna próba', time(message.nextAttemptAt)]);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-center gap-1.5">
            <dt className="text-slate-600">{label}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {message.lastError && (
        <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-medium text-red-900">Ostatni błąd</p>
          <p className="mt-1 font-mono text-xs break-words whitespace-pre-line text-red-900">
            {message.lastError}
          </p>
        </div>
      )}
      {message.attachments.length > 0 && (
        <ul aria-label="Załączniki" className="flex flex-wrap gap-2 text-sm">
          {message.attachments.map((attachment) => (
            <li
              key={attachment.filename}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1"
            >
              <Paperclip className="size-4 text-slate-500" aria-hidden="true" />
              {attachment.filename}
              <span className="text-slate-600">({formatSize(attachment.size)})</span>
            </li>
          ))}
        </ul>
      )}
      <Tabs defaultValue="html">
        <TabsList aria-label="Treść wiadomości">
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="text">Tekst</TabsTrigger>
        </TabsList>
        <TabsContent value="html" className="mt-3">
          <HtmlPreview html={message.html} title={`Podgląd HTML: ${message.subject}`} />
        </TabsContent>
        <TabsContent value="text" className="mt-3">
          <pre
            className="max-h-[60dvh] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
            data-testid="outbox-text-preview"
            // Scrolls on its own: reachable by keyboard.
            tabIndex={0}
            aria-label="Treść tekstowa wiadomości"
          >
            {message.text}
          </pre>
        </TabsContent>
      </Tabs>
    </div>
  );
}
