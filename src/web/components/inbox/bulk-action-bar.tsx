import { useId, useState } from 'react';
import { INBOX_CONFIG, type InboxKind } from '@shared/inbox';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { SENDING_LABEL } from '@web/components/ui/submit-label';

type BulkActionBarProps = {
  kind: InboxKind;
  selected: number;
  pending: boolean;
  onApply(status: string): void;
  onClear(): void;
  /**
   * The whole page is selected and the filter matches more: offer to take every matching record
   * (`matching`, as the list counts them), or say that they are taken (`allMatching`).
   */
  matching?: { total: number; allMatching: boolean; onSelectAll(): void } | null;
};

/** Shown while rows are selected: one status for all of them at once. */
export function BulkActionBar({ kind, selected, pending, onApply, onClear, matching }: BulkActionBarProps) {
  const id = useId();
  const statuses = INBOX_CONFIG[kind].statuses;
  const [status, setStatus] = useState<string>(statuses[0]!.value);
  return (
    <div
      role="region"
      aria-label="Akcje dla zaznaczonych"
      className="sticky bottom-3 z-30 flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-3 shadow-lg ring-1 ring-brand-100 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1 sm:mr-auto sm:self-center">
        <p className="text-sm font-medium text-slate-900" aria-live="polite">
          {matching?.allMatching
            ? `Zaznaczono wszystkie pasujące: ${matching.total}`
            : `Zaznaczono: ${selected}`}
        </p>
        {matching && !matching.allMatching && (
          <button
            type="button"
            onClick={matching.onSelectAll}
            className="self-start text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Zaznacz wszystkie {matching.total} pasujące
          </button>
        )}
      </div>
      <div className="space-y-1 sm:w-52">
        <Label htmlFor={`${id}-status`}>Nowy status</Label>
        <Select id={`${id}-status`} value={status} onValueChange={setStatus} options={statuses} />
      </div>
      <div className="flex gap-2">
        <Button onClick={() => onApply(status)} disabled={pending} className="flex-1 sm:flex-none">
          {pending ? SENDING_LABEL.pl : 'Zmień status'}
        </Button>
        <Button variant="outline" onClick={onClear} className="flex-1 sm:flex-none">
          Odznacz
        </Button>
      </div>
    </div>
  );
}
