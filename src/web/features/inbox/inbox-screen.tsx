import { useRef, useState, type ReactNode } from 'react';
import type { InboxRecord } from '@shared/contracts/inbox';
import { INBOX_CONFIG, type InboxKind } from '@shared/inbox';
import { BulkActionBar } from '@web/components/inbox/bulk-action-bar';
import { InboxFilters } from '@web/components/inbox/inbox-filters';
import { useListDensity } from '@web/components/inbox/list-density';
import { Pager } from '@web/components/inbox/pager';
import { PAGE_SIZE, useListParams } from '@web/components/inbox/use-list-params';
import { useSiteConfig } from '@web/lib/site-config';
import {
  exportUrl,
  useBulkStatus,
  useInboxList,
  useInboxSummary,
  useStatusByFilter,
  useUpdateStatus,
} from './api';
import { kindFilters, pageQuery } from './list-query';
import {
  ConfirmByFilter,
  InboxToolbar,
  ListCount,
  NewRecordsButton,
  StatusPrompt,
} from './inbox-screen-parts';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useInboxCursor } from './use-inbox-cursor';
import { useListSelection } from './use-list-selection';
import { InboxRecordDialog } from './inbox-record-dialog';
import { InboxRecordList } from './inbox-record-list';
import { useNewRecords } from './use-new-records';
import { useOpenRecord } from './use-open-record';
import { inboxView } from './views';

/**
 * A kind's admin list (contacts, demo-bookings, orders, beta-tests, bug-reports): filters in the
 * URL, the 'filtered of total' count, cards, selection with a bulk status change, CSV of the filtered list,
 * paging, and the manage dialog with the audit trail. Everything kind-specific comes from its view.
 */
export function InboxScreen({
  kind,
  recordSections,
  recordForm,
}: {
  kind: InboxKind;
  /** More sections of the manage dialog for the record (the page composes other features' views). */
  recordSections?: (id: string, record: InboxRecord) => ReactNode;
  /** The kind's own form in the record's dialog instead of status and notes; `close` after it saved. */
  recordForm?: (record: InboxRecord, close: () => void) => ReactNode;
}) {
  const view = inboxView(kind);
  const { businessTimeZone: timeZone } = useSiteConfig();
  const params = useListParams();
  const filters = kindFilters(kind, params.filters);
  const filtered = Object.keys(filters).length > 0;
  const summary = useInboxSummary(kind);
  const update = useUpdateStatus(kind, {
    success: { title: 'Status zaktualizowany', description: view.updatedDescription },
  });
  const bulk = useBulkStatus(kind);
  const byFilter = useStatusByFilter(kind);

  // The list on screen: its filters and page (a selection belongs to it).
  const listKey = JSON.stringify([filters, params.page]);
  const newRecords = useNewRecords(kind, params.page, listKey);
  const list = useInboxList(kind, pageQuery(filters, params.page), newRecords.keepingPlace);
  const { selected, allMatching, select, toggle, selectAllMatching } = useListSelection(listKey);
  // The server's count of what the filter matches now, for the operator to confirm before the change.
  const [confirming, setConfirming] = useState<{ status: string; matching: number } | null>(null);

  const items = (list.data?.items ?? []) as InboxRecord[];
  const opened = useOpenRecord(kind, items);
  const dialogOpen = opened.open;

  const total = list.data?.total ?? 0;
  const estimated = list.data?.estimated ?? false;
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const moreMatch = allSelected && filtered && !estimated && total > items.length;

  const [density, setDensity] = useListDensity();
  const compact = density === 'compact';
  const statuses = INBOX_CONFIG[kind].statuses;

  const screenRef = useRef<HTMLDivElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const { currentItem, currentIndex, cursorOf, manage, statusPending } = useInboxCursor({
    kind,
    items,
    screenRef,
    opened,
    selected,
    toggle,
    update,
    modalOpen: helpOpen || confirming !== null,
    showHelp: () => setHelpOpen(true),
  });

  return (
    <div className="space-y-4" ref={screenRef}>
      <InboxFilters
        kind={kind}
        filters={filters}
        searchPlaceholder={view.searchPlaceholder}
        onFilter={params.setFilter}
        onClear={params.clearFilters}
      />

      <InboxToolbar
        count={
          <ListCount
            shown={Boolean(list.data)}
            total={total}
            estimated={estimated}
            all={summary.data?.total}
          />
        }
        density={density}
        onDensity={setDensity}
        onHelp={() => setHelpOpen(true)}
        pageSize={items.length}
        allSelected={allSelected}
        onSelectAll={(on) => select(on ? new Set(items.map((item) => item.id)) : new Set())}
        exportHref={exportUrl(kind, filters)}
      />

      {newRecords.count > 0 && (
        <NewRecordsButton
          count={newRecords.count}
          onShow={() => {
            params.setPage(1);
            newRecords.show();
          }}
        />
      )}
      <InboxRecordList
        kind={kind}
        list={list}
        items={items}
        total={total}
        filtered={filtered}
        compact={compact}
        timeZone={timeZone}
        selected={selected}
        onToggle={toggle}
        onManage={manage}
        cursorOf={cursorOf}
        onFirstPage={() => params.setPage(1)}
        onClearFilters={params.clearFilters}
        listKey={listKey}
      />
      {/* Which record the keyboard is on, for a screen reader (the row also takes the focus). */}
      <p className="sr-only" aria-live="polite">
        {currentItem && !dialogOpen
          ? `Bieżący rekord ${currentIndex + 1} z ${items.length}: ${view.recordTitle(currentItem)}`
          : ''}
      </p>

      {items.length > 0 && (
        <Pager
          page={params.page}
          pageSize={PAGE_SIZE}
          total={total}
          estimated={estimated}
          onPage={params.setPage}
        />
      )}

      {selected.size > 0 && (
        <BulkActionBar
          kind={kind}
          selected={selected.size}
          pending={bulk.isPending || byFilter.count.isPending || byFilter.apply.isPending}
          onApply={(status) =>
            allMatching
              ? byFilter.count.mutate(
                  { filters, status },
                  { onSuccess: ({ matching }) => setConfirming({ status, matching }) },
                )
              : bulk.mutate({ ids: [...selected], status }, { onSuccess: () => select(new Set()) })
          }
          onClear={() => select(new Set())}
          matching={
            moreMatch
              ? {
                  total,
                  allMatching,
                  onSelectAll: selectAllMatching,
                }
              : null
          }
        />
      )}

      <ConfirmByFilter
        kind={kind}
        confirming={confirming}
        pending={byFilter.apply.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={({ status, matching }) =>
          byFilter.apply.mutate(
            { filters, status, expectedCount: matching },
            { onSettled: () => setConfirming(null), onSuccess: () => select(new Set()) },
          )
        }
      />

      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} statuses={statuses} />
      {statusPending && <StatusPrompt statuses={statuses} />}

      <InboxRecordDialog
        kind={kind}
        opened={opened}
        update={update}
        timeZone={timeZone}
        recordSections={recordSections}
        recordForm={recordForm}
      />
    </div>
  );
}
