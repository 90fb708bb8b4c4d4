import { useId } from 'react';
import { OUTBOX_STATES, type OutboxSummary } from '@shared/contracts/outbox';
import type { ListFilters, ListParamName } from '@web/components/inbox/use-list-params';
import { FilterBar } from '@web/components/inbox/filter-bar';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { stateLabel } from './labels';
import { ALL, useSearchText } from '@web/components/inbox/use-search-text';

type OutboxFiltersProps = {
  /** `status` holds the state, `q` the recipient (the list's URL parameters). */
  filters: ListFilters;
  summary: OutboxSummary | undefined;
  onFilter(name: ListParamName, value: string | undefined): void;
  onClear(): void;
};

/** The recipient (any part of the address) and the state, each select option with its count. */
export function OutboxFilters({ filters, summary, onFilter, onClear }: OutboxFiltersProps) {
  const id = useId();
  const [text, setText] = useSearchText(filters, onFilter);

  const options = [
    { value: ALL, label: 'Wszystkie stany' },
    ...OUTBOX_STATES.map((state) => ({
      value: state,
      label: summary ? `${stateLabel(state)} (${summary.byState[state] ?? 0})` : stateLabel(state),
    })),
  ];
  const active = Boolean(filters.q || filters.status);

  return (
    <FilterBar
      search={{
        id: `${id}-q`,
        label: 'Odbiorca',
        value: text,
        placeholder: 'Adres e-mail lub jego część',
        onChange: setText,
      }}
      selectsClassName="flex flex-col gap-3 sm:flex-row sm:items-end"
      active={active}
      onClear={onClear}
    >
      <div className="space-y-1.5 sm:w-60">
        <Label htmlFor={`${id}-state`}>Stan</Label>
        <Select
          id={`${id}-state`}
          value={filters.status ?? ALL}
          onValueChange={(value) => onFilter('status', value === ALL ? undefined : value)}
          options={options}
        />
      </div>
    </FilterBar>
  );
}
