import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { InboxRecord } from '@shared/contracts/inbox';
import { INBOX_KINDS, isInboxKind, type InboxKind } from '@shared/inbox';
import { ListEmpty, ListError, ListLoading } from '@web/components/ui/list-states';
import { Pager } from '@web/components/inbox/pager';
import { PAGE_SIZE } from '@web/components/inbox/use-list-params';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSiteConfig } from '@web/lib/site-config';
import { useInboxList, useInboxSummary, useUpdateStatus } from './api';
import { LifecycleItem } from './lifecycle-item';
import { pageQuery } from './list-query';
import { inboxView } from './views';

function TabCount({ kind }: { kind: InboxKind }) {
  const summary = useInboxSummary(kind);
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs tabular-nums text-slate-800">
      {summary.data ? summary.data.total : '…'}
    </span>
  );
}

function LifecycleTab({ kind }: { kind: InboxKind }) {
  const view = inboxView(kind);
  const { businessTimeZone: timeZone } = useSiteConfig();
  const [page, setPage] = useState(1);
  const list = useInboxList(kind, pageQuery({}, page));
  // product §8: the lifecycle screen's own success toasts, one per kind.
  const update = useUpdateStatus(kind, { success: { title: view.lifecycle.updated } });
  if (list.isPending) return <ListLoading text={view.loading} />;
  if (list.isError)
    return <ListError title={view.errorTitle} error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.items as InboxRecord[];
  if (items.length === 0) return <ListEmpty text={view.lifecycle.empty} />;
  return (
    <div className="space-y-3">
      <ul aria-label={view.lifecycle.tab} className="space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <LifecycleItem
              kind={kind}
              item={item}
              timeZone={timeZone}
              saving={update.isPending && update.variables?.id === item.id}
              onSave={(change) => update.mutate({ id: item.id, update: change })}
            />
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
    </div>
  );
}

/** product §2 /security/admin/lifecycle: a tab per kind with its count; the open tab is kept in the URL. */
export function LifecycleBoard() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: InboxKind = isInboxKind(requested) ? requested : INBOX_KINDS[0];
  return (
    <Tabs value={tab} onValueChange={(value) => setSearch({ tab: value }, { replace: true })}>
      <TabsList aria-label="Rodzaje zgłoszeń">
        {INBOX_KINDS.map((kind) => (
          <TabsTrigger key={kind} value={kind}>
            {inboxView(kind).lifecycle.tab} <TabCount kind={kind} />
          </TabsTrigger>
        ))}
      </TabsList>
      {INBOX_KINDS.map((kind) => (
        <TabsContent
          key={kind}
          value={kind}
          className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <LifecycleTab kind={kind} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
