import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { MailX } from 'lucide-react';
import { OUTBOX_STATES } from '@shared/contracts/outbox';
import { ListStates, PagedListEmpty } from '@web/components/ui/list-states';
import { Pager } from '@web/components/inbox/pager';
import { OPEN_PARAM, PAGE_SIZE, useListParams } from '@web/components/inbox/use-list-params';
import { Card } from '@web/components/ui/card';
import { useSiteConfig } from '@web/lib/site-config';
import { cn } from '@web/lib/cn';
import { useOutboxList, useOutboxSummary, useResend } from './api';
import { MessageCard } from './message-card';
import { MessagePreviewDialog } from './message-preview-dialog';
import { OutboxFilters } from './outbox-filters';
import type { RecordHref } from './related-record-link';
import { formatCount } from '@web/i18n/format';

/**
 * /security/admin/outbox ('Wiadomości e-mail'): every e-mail the product sent or will send, newest first,
 * by state and recipient (kept in the URL, like the inbox lists), with a preview and a second chance for
 * the failed ones.
 */
export function OutboxScreen({ recordHref }: { recordHref: RecordHref }) {
  const { businessTimeZone: timeZone } = useSiteConfig();
  const params = useListParams();
  // `status` carries the state, `q` the recipient; a stale or edited ?status= shows the whole list.
  const state = OUTBOX_STATES.find((value) => value === params.filters.status);
  const filters = { ...(state && { status: state }), ...(params.filters.q && { q: params.filters.q }) };
  const filtered = Object.keys(filters).length > 0;
  const summary = useOutboxSummary();
  const sending = summary.data?.sending ?? true;
  const list = useOutboxList(
    { state, recipient: filters.q, limit: PAGE_SIZE, offset: (params.page - 1) * PAGE_SIZE },
    sending,
  );
  const resend = useResend();

  const [search, setSearch] = useSearchParams();
  const openId = search.get(OPEN_PARAM);
  const setOpen = useCallback(
    (id: string | null) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(OPEN_PARAM, id);
        else next.delete(OPEN_PARAM);
        return next;
      }),
    [setSearch],
  );

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const allMessages = summary.data
    ? Object.values(summary.data.byState).reduce((sum, count) => sum + count, 0)
    : undefined;

  return (
    <div className="space-y-4">
      <OutboxFilters
        filters={filters}
        summary={summary.data}
        onFilter={params.setFilter}
        onClear={params.clearFilters}
      />

      {!sending && (
        <Card role="status" className="flex gap-3 border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <MailX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Wysyłka e-mail jest wyłączona</strong> (brak{' '}
            <code className="font-mono">SMTP_URL</code>). Wiadomości są zapisywane tutaj i czekają w kolejce,
            ale nie wychodzą; ich treść można obejrzeć w podglądzie.
          </p>
        </Card>
      )}

      <p className="text-sm text-slate-700" aria-live="polite" data-testid="list-count">
        {list.data && allMessages !== undefined ? (
          <>
            Wyniki: <strong className="text-slate-900 tabular-nums">{formatCount(total)}</strong> z{' '}
            <span className="tabular-nums">{formatCount(allMessages)}</span>
          </>
        ) : (
          ' '
        )}
      </p>

      <ListStates
        query={list}
        loadingText="Ładowanie wiadomości..."
        errorTitle="Błąd podczas ładowania wiadomości"
        retryLabel="Odśwież"
        showStatus
        empty={
          items.length === 0 && (
            <PagedListEmpty
              total={total}
              filtered={filtered}
              pastEndText="Na tej stronie nie ma już wiadomości"
              emptyText="Brak wiadomości e-mail"
              onFirstPage={() => params.setPage(1)}
              onClearFilters={params.clearFilters}
            />
          )
        }
      >
        <ul
          aria-label="Wiadomości e-mail"
          className={cn('space-y-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
        >
          {items.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                timeZone={timeZone}
                recordHref={recordHref}
                sending={sending}
                resending={resend.isPending && resend.variables === message.id}
                onPreview={() => setOpen(message.id)}
                onResend={() => resend.mutate(message.id)}
              />
            </li>
          ))}
        </ul>
      </ListStates>

      {items.length > 0 && (
        <Pager page={params.page} pageSize={PAGE_SIZE} total={total} onPage={params.setPage} />
      )}

      <MessagePreviewDialog
        id={openId}
        onClose={() => setOpen(null)}
        timeZone={timeZone}
        recordHref={recordHref}
        sending={sending}
        resending={resend.isPending}
        onResend={(id) => resend.mutate(id)}
      />
    </div>
  );
}
