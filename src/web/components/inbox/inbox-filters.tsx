import { useId } from 'react';
import {
  filterNames,
  filterOptions,
  INBOX_CONFIG,
  type InboxFilterName,
  type InboxKind,
} from '@shared/inbox';
import { FilterBar } from './filter-bar';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import type { ListFilters, ListParamName } from './use-list-params';
import { ALL, useSearchText } from './use-search-text';

const FILTER_LABELS: Record<'status' | InboxFilterName, { label: string; all: string }> = {
  status: { label: 'Status', all: 'Wszystkie statusy' },
  type: { label: 'Typ', all: 'Wszystkie typy' },
  priority: { label: 'Priorytet', all: 'Wszystkie priorytety' },
  when: { label: 'Termin', all: 'Wszystkie terminy' },
  source: { label: 'Źródło', all: 'Wszystkie źródła' },
};

type InboxFiltersProps = {
  kind: InboxKind;
  filters: ListFilters;
  /** What the free text searches, for the placeholder (product §2 names it for bug reports). */
  searchPlaceholder: string;
  onFilter(name: ListParamName, value: string | undefined): void;
  onClear(): void;
};

/** Free-text search plus a select per filter of the kind (status always), each with an "all" option. */
export function InboxFilters({ kind, filters, searchPlaceholder, onFilter, onClear }: InboxFiltersProps) {
  const id = useId();
  const [text, setText] = useSearchText(filters, onFilter);

  const selects: {
    name: 'status' | InboxFilterName;
    options: readonly { value: string; label: string }[];
  }[] = [
    { name: 'status', options: INBOX_CONFIG[kind].statuses },
    ...filterNames(kind).map((name) => ({ name, options: filterOptions(kind, name) })),
  ];
  const active = Object.keys(filters).length > 0;

  return (
    <FilterBar
      search={{
        id: `${id}-q`,
        label: 'Szukaj',
        value: text,
        placeholder: searchPlaceholder,
        onChange: setText,
      }}
      selectsClassName="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex"
      active={active}
      onClear={onClear}
    >
      {selects.map(({ name, options }) => (
        <div key={name} className="space-y-1.5 lg:w-56">
          <Label htmlFor={`${id}-${name}`}>{FILTER_LABELS[name].label}</Label>
          <Select
            id={`${id}-${name}`}
            value={filters[name] ?? ALL}
            onValueChange={(value) => onFilter(name, value === ALL ? undefined : value)}
            options={[{ value: ALL, label: FILTER_LABELS[name].all }, ...options]}
          />
        </div>
      ))}
    </FilterBar>
  );
}
