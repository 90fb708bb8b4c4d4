import { useRef, useState, type ReactNode } from 'react';
import { Keyboard } from 'lucide-react';
import { isReplyable, type InboxRecord } from '@shared/contracts/inbox';
import { INBOX_CONFIG, type InboxKind } from '@shared/inbox';
import { BulkActionBar } from '@web/components/inbox/bulk-action-bar';
import { ExportLink } from '@web/components/inbox/export-link';
import { InboxFilters } from '@web/components/inbox/inbox-filters';
import { DensityToggle, useListDensity } from '@web/components/inbox/list-density';
import { ListEmpty, ListError, ListLoading } from '@web/components/ui/list-states';
import { ManageDialog } from '@web/components/inbox/manage-dialog';
import { Pager } from '@web/components/inbox/pager';
import { RecordCard } from '@web/components/inbox/record-card';
import { RecordRow } from '@web/components/inbox/record-row';
import type { RowCursor } from '@web/components/inbox/row-cursor';
import { NOTES_FIELD } from '@web/components/inbox/status-form';
import { PAGE_SIZE, useListParams } from '@web/components/inbox/use-list-params';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { useSiteConfig } from '@web/lib/site-config';
import { cn } from '@web/lib/cn';
import {
  exportUrl,
  useBulkStatus,
  useInboxList,
  useInboxSummary,
  useStatusByFilter,
  useStatusHistory,
  useUpdateStatus,
} from './api';
import { kindFilters, pageQuery } from './list-query';
import { ClubTimelinePanel, useClubTimeline } from './club-timeline';
import { ConfirmByFilter, ListCount, StatusPrompt } from './inbox-screen-parts';
import { RecordReplySection } from './record-reply';
import { RecordHeader } from '@web/components/inbox/record-header';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useInboxShortcuts } from './use-inbox-shortcuts';
import { newRecordsLabel, useNewRecords } from './use-new-records';
import { useOpenRecord } from './use-open-record';
import { inboxView } from './views';

/**
 * A kind's admin list (product §2 contacts, demo-bookings, orders, beta-tests, bug-reports): filters in the
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

  // Selection belongs to the list on screen: another page or filter starts with none selected.
  // `allMatching`: every record the filter matches, not only this page ('Zaznacz wszystkie N pasujące').
  const listKey = JSON.stringify([filters, params.page]);
  const newRecords = useNewRecords(kind, params.page, listKey);
  const list = useInboxList(kind, pageQuery(filters, params.page), newRecords.keepingPlace);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string>; allMatching: boolean }>({
    key: listKey,
    ids: new Set(),
    allMatching: false,
  });
  const current = selection.key === listKey ? selection : null;
  const selected = current?.ids ?? new Set<string>();
  const allMatching = current?.allMatching ?? false;
  const select = (ids: Set<string>) => setSelection({ key: listKey, ids, allMatching: false });
  // The server's count of what the filter matches now, for the operator to confirm before the change.
  const [confirming, setConfirming] = useState<{ status: string; matching: number } | null>(null);

  const items = (list.data?.items ?? []) as InboxRecord[];
  const opened = useOpenRecord(kind, items);
  const managing = opened.record;
  const dialogOpen = opened.open;
  const history = useStatusHistory(kind, dialogOpen && managing ? managing.id : null);
  const club = useClubTimeline(kind, dialogOpen && managing ? managing.id : null);
  const person = managing ? view.person(managing) : null;
  // The conversation's language: the record's own, else the e-mails' about it (a contact keeps none).
  const conversationLanguage = person?.language ?? club.data?.language;

  const total = list.data?.total ?? 0;
  const estimated = list.data?.estimated ?? false;
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const moreMatch = allSelected && filtered && !estimated && total > items.length;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    select(next);
  };

  const [density, setDensity] = useListDensity();
  const compact = density === 'compact';
  const statuses = INBOX_CONFIG[kind].statuses;

  // The keyboard's place in the list: a record of the page shown (another page or filter starts with none).
  const screenRef = useRef<HTMLDivElement>(null);
  const [cursorId, setCursorId] = useState<string | null>(null);
  const currentIndex = cursorId ? items.findIndex((item) => item.id === cursorId) : -1;
  const currentItem = currentIndex >= 0 ? items[currentIndex] : undefined;
  const rowElement = (id: string) =>
    screenRef.current?.querySelector<HTMLElement>(`[data-record-id="${CSS.escape(id)}"]`) ?? null;
  const cursorOf = (id: string, index: number): RowCursor => ({
    current: id === currentItem?.id,
    // The list is one stop for Tab (the current row, or the first): the rest is reached with j and k.
    tabIndex: id === currentItem?.id || (!currentItem && index === 0) ? 0 : -1,
    onFocus: () => setCursorId(id),
  });
  const manage = (id: string) => {
    setCursorId(id);
    opened.setOpen(id);
  };
  const [statusPending, setStatusPending] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);

  useInboxShortcuts({
    modalOpen: helpOpen || confirming !== null,
    recordOpen: dialogOpen,
    statusPending,
    move: (step) => {
      if (items.length === 0) return false;
      const index =
        currentIndex < 0
          ? step > 0
            ? 0
            : items.length - 1
          : Math.min(items.length - 1, Math.max(0, currentIndex + step));
      const id = items[index]!.id;
      setCursorId(id);
      rowElement(id)?.focus();
      return true;
    },
    openCurrent: () => {
      if (!currentItem) return false;
      manage(currentItem.id);
      return true;
    },
    toggleCurrent: () => {
      if (!currentItem) return false;
      toggle(currentItem.id, !selected.has(currentItem.id));
      return true;
    },
    startStatus: () => {
      if (!(dialogOpen ? managing : currentItem)) return false;
      setStatusPending(true);
      return true;
    },
    pickStatus: (key) => {
      setStatusPending(false);
      const target = dialogOpen ? managing : currentItem;
      const digit = Number(key);
      const status = /^[1-9]$/.test(key)
        ? statuses[digit - 1]
        : statuses.find((option) => option.label.toLowerCase().startsWith(key.toLowerCase()));
      if (!target || !status || status.value === target.status) return;
      // The notes stay as saved: a change without them would clear them.
      update.mutate({
        id: target.id,
        update: target.adminNotes
          ? { status: status.value, adminNotes: target.adminNotes }
          : { status: status.value },
      });
    },
    cancelStatus: () => setStatusPending(false),
    focusNotes: () => {
      const notes = document.querySelector<HTMLElement>(`[role="dialog"] [${NOTES_FIELD}]`);
      notes?.focus();
      return Boolean(notes);
    },
    focusSearch: () => {
      const search = screenRef.current?.querySelector<HTMLElement>('[role="search"] input');
      search?.focus();
      return Boolean(search);
    },
    leaveSearch: (field) => {
      field.blur();
      const row = rowElement((currentItem ?? items[0])?.id ?? '');
      row?.focus();
    },
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

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ListCount shown={Boolean(list.data)} total={total} estimated={estimated} all={summary.data?.total} />
        <div className="flex flex-wrap items-center gap-3">
          <DensityToggle density={density} onChange={setDensity} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setHelpOpen(true)}
            aria-keyshortcuts="?"
            title="Skróty klawiszowe (?)"
          >
            <Keyboard aria-hidden="true" />
            <span className="sr-only">Skróty klawiszowe</span>
          </Button>
          {items.length > 0 && (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox
                checked={allSelected}
                onCheckedChange={(checked) =>
                  select(checked === true ? new Set(items.map((item) => item.id)) : new Set())
                }
              />
              <span>
                Zaznacz wszystkie<span className="hidden sm:inline"> na stronie</span>
              </span>
            </label>
          )}
          <ExportLink href={exportUrl(kind, filters)} />
        </div>
      </div>

      {newRecords.count > 0 && (
        // New records wait above the operator's place until asked for (the list does not move under them).
        <div className="sticky top-2 z-10 flex justify-center">
          <Button
            size="sm"
            className="rounded-full shadow-md"
            onClick={() => {
              params.setPage(1);
              newRecords.show();
            }}
          >
            {newRecordsLabel(newRecords.count)}
          </Button>
        </div>
      )}
      {list.isPending ? (
        <ListLoading text={view.loading} />
      ) : list.isError ? (
        <ListError title={view.errorTitle} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 && total > 0 ? (
        // An old link or a shrunken list: this page is past the end.
        <ListEmpty
          text="Na tej stronie nie ma już rekordów"
          filtered
          action={
            <Button variant="outline" onClick={() => params.setPage(1)}>
              Pierwsza strona
            </Button>
          }
        />
      ) : items.length === 0 ? (
        filtered ? (
          <ListEmpty
            text="Brak wyników"
            filtered
            action={
              <Button variant="outline" onClick={params.clearFilters}>
                Wyczyść filtry
              </Button>
            }
          />
        ) : (
          <ListEmpty text={view.empty} />
        )
      ) : (
        <ul
          aria-label={view.title}
          className={cn(
            compact
              ? 'divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm'
              : 'space-y-3',
            'transition-opacity',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((item, index) => (
            <li key={item.id}>
              {compact ? (
                <RecordRow
                  kind={kind}
                  record={item}
                  title={view.recordTitle(item)}
                  icon={view.icon?.(item)}
                  badges={view.badges?.(item, timeZone)}
                  timeZone={timeZone}
                  selected={selected.has(item.id)}
                  onSelectedChange={(on) => toggle(item.id, on)}
                  onManage={() => manage(item.id)}
                  cursor={cursorOf(item.id, index)}
                  contact={view.person(item)}
                >
                  {view.row(item, timeZone)}
                </RecordRow>
              ) : (
                <RecordCard
                  kind={kind}
                  record={item}
                  title={view.recordTitle(item)}
                  icon={view.icon?.(item)}
                  badges={view.badges?.(item, timeZone)}
                  subtitle={view.subtitle?.(item)}
                  timeZone={timeZone}
                  selected={selected.has(item.id)}
                  onSelectedChange={(on) => toggle(item.id, on)}
                  onManage={() => manage(item.id)}
                  cursor={cursorOf(item.id, index)}
                >
                  {view.body(item, timeZone)}
                </RecordCard>
              )}
            </li>
          ))}
        </ul>
      )}
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
                  onSelectAll: () => setSelection({ key: listKey, ids: selected, allMatching: true }),
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

      <ManageDialog
        kind={kind}
        record={managing}
        title={view.manageTitle}
        description={managing ? view.recordTitle(managing) : undefined}
        open={dialogOpen}
        onOpenChange={(open) => !open && opened.setOpen(null)}
        history={{ entries: history.data, isPending: history.isPending, isError: history.isError }}
        timeZone={timeZone}
        saving={update.isPending}
        form={managing && recordForm?.(managing, () => opened.setOpen(null))}
        header={person && <RecordHeader person={{ ...person, language: conversationLanguage }} />}
        top={
          dialogOpen &&
          managing &&
          isReplyable(kind) && (
            <RecordReplySection
              key={managing.id}
              kind={kind}
              record={managing}
              language={conversationLanguage}
            />
          )
        }
        // The compact row shows one line: the record's details live in its dialog (a kind with its own form
        // shows what it needs there).
        details={managing && !recordForm ? view.body(managing, timeZone) : undefined}
        onSave={(change) =>
          managing &&
          update.mutate({ id: managing.id, update: change }, { onSuccess: () => opened.setOpen(null) })
        }
      >
        {dialogOpen && managing && recordSections?.(managing.id, managing)}
        {dialogOpen && managing && <ClubTimelinePanel timeline={club} timeZone={timeZone} />}
      </ManageDialog>
    </div>
  );
}
