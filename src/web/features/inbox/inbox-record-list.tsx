import type { InboxRecord } from '@shared/contracts/inbox';
import type { InboxKind } from '@shared/inbox';
import { RecordCard } from '@web/components/inbox/record-card';
import { RecordRow } from '@web/components/inbox/record-row';
import type { RowCursor } from '@web/components/inbox/row-cursor';
import { ListStates, PagedListEmpty } from '@web/components/ui/list-states';
import { cn } from '@web/lib/cn';
import type { useInboxList } from './api';
import { useArrivedRecords } from './use-arrived-records';
import { inboxView } from './views';

/**
 * The page of records of an inbox list: loading, the error with a retry, the empty states (past the end, no
 * match for the filters, none at all), or the records as cards or compact rows.
 */
export function InboxRecordList({
  kind,
  list,
  items,
  total,
  filtered,
  compact,
  timeZone,
  selected,
  onToggle,
  onManage,
  cursorOf,
  onFirstPage,
  onClearFilters,
  listKey,
}: {
  kind: InboxKind;
  list: ReturnType<typeof useInboxList>;
  items: InboxRecord[];
  total: number;
  filtered: boolean;
  compact: boolean;
  timeZone: string;
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
  onManage: (id: string) => void;
  cursorOf: (id: string, index: number) => RowCursor;
  onFirstPage: () => void;
  onClearFilters: () => void;
  /** The list's filters and page: a record is highlighted as arrived only within one of them. */
  listKey: string;
}) {
  const view = inboxView(kind);
  const arrived = useArrivedRecords(
    items.map((item) => item.id),
    listKey,
    list.data !== undefined && !list.isPlaceholderData,
  );
  return (
    <ListStates
      query={list}
      loadingText={view.loading}
      errorTitle={view.errorTitle}
      retryLabel="Odśwież"
      showStatus
      empty={
        items.length === 0 && (
          <PagedListEmpty
            total={total}
            filtered={filtered}
            pastEndText="Na tej stronie nie ma już rekordów"
            emptyText={view.empty}
            onFirstPage={onFirstPage}
            onClearFilters={onClearFilters}
          />
        )
      }
    >
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
          <li
            key={item.id}
            data-arrived={arrived.has(item.id) || undefined}
            className={cn(arrived.has(item.id) && '[&>*]:bg-amber-50')}
          >
            {compact ? (
              <RecordRow
                kind={kind}
                record={item}
                title={view.recordTitle(item)}
                icon={view.icon?.(item)}
                badges={view.badges?.(item, timeZone)}
                timeZone={timeZone}
                selected={selected.has(item.id)}
                onSelectedChange={(on) => onToggle(item.id, on)}
                onManage={() => onManage(item.id)}
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
                onSelectedChange={(on) => onToggle(item.id, on)}
                onManage={() => onManage(item.id)}
                cursor={cursorOf(item.id, index)}
              >
                {view.body(item, timeZone)}
              </RecordCard>
            )}
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
