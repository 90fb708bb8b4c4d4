import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Keyboard } from 'lucide-react';
import { ExportLink } from '@web/components/inbox/export-link';
import { DensityToggle, type ListDensity } from '@web/components/inbox/list-density';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { statusLabel, type InboxKind, type Option } from '@shared/inbox';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { formatCount } from '@web/i18n/format';
import { newRecordsLabel } from './use-new-records';

/** 'Wyniki: N z M' above a list (an estimate past the exact count's cap says 'około'). */
export function ListCount({
  shown,
  total,
  estimated,
  all,
}: {
  shown: boolean;
  total: number;
  estimated: boolean;
  all: number | undefined;
}) {
  return (
    <p className="text-sm text-slate-700" aria-live="polite" data-testid="list-count">
      {shown && all !== undefined ? (
        <>
          Wyniki:{' '}
          <strong className="text-slate-900 tabular-nums">
            {estimated ? `około ${formatCount(total)}` : formatCount(total)}
          </strong>{' '}
          z <span className="tabular-nums">{formatCount(all)}</span>
        </>
      ) : (
        ' '
      )}
    </p>
  );
}

/** The keyboard's 's' waits for a status: above the record's dialog and outside what it hides. */
export function StatusPrompt({ statuses }: { statuses: readonly Option[] }) {
  return createPortal(
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-[60] mx-auto w-fit max-w-[calc(100vw-2rem)] rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg"
    >
      Ustaw status: {statuses.map((status, index) => `${index + 1} ${status.label}`).join(' · ')}{' '}
      <span className="text-slate-300">(Esc: anuluj)</span>
    </div>,
    document.body,
  );
}

// "Status of N records": the genitive, which is 'rekordu' for one and 'rekordów' for every other count.
const ofRecords = (n: number) => `${n} ${n === 1 ? 'rekordu' : 'rekordów'}`;
const ofMatchingRecords = (n: number) => `${ofRecords(n)} ${n === 1 ? 'pasującego' : 'pasujących'}`;

/** The operator confirms a status change of every record the filter matches, with the server's count. */
export function ConfirmByFilter({
  kind,
  confirming,
  pending,
  onClose,
  onConfirm,
}: {
  kind: InboxKind;
  confirming: { status: string; matching: number } | null;
  pending: boolean;
  onClose(): void;
  onConfirm(confirming: { status: string; matching: number }): void;
}) {
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Zmienić status wszystkich pasujących?"
      description={
        confirming
          ? `Status ${ofMatchingRecords(confirming.matching)} do filtra zmieni się na „${statusLabel(kind, confirming.status)}”. Każda zmiana trafi do historii rekordu.`
          : ''
      }
      confirmLabel={confirming ? `Zmień status ${ofRecords(confirming.matching)}` : 'Zmień status'}
      pendingLabel="Zmieniam…"
      pending={pending}
      onConfirm={() => confirming && onConfirm(confirming)}
    />
  );
}

/** Above the list: its count, the density, the shortcuts' help, 'select all on the page' and the CSV export. */
export function InboxToolbar({
  count,
  density,
  onDensity,
  onHelp,
  pageSize,
  allSelected,
  onSelectAll,
  exportHref,
}: {
  count: ReactNode;
  density: ListDensity;
  onDensity: (density: ListDensity) => void;
  onHelp: () => void;
  /** How many records the page shows (no 'select all' on an empty page). */
  pageSize: number;
  allSelected: boolean;
  onSelectAll: (on: boolean) => void;
  exportHref: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {count}
      <div className="flex flex-wrap items-center gap-3">
        <DensityToggle density={density} onChange={onDensity} />
        <Button
          variant="ghost"
          size="sm"
          onClick={onHelp}
          aria-keyshortcuts="?"
          title="Skróty klawiszowe (?)"
        >
          <Keyboard aria-hidden="true" />
          <span className="sr-only">Skróty klawiszowe</span>
        </Button>
        {pageSize > 0 && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <Checkbox checked={allSelected} onCheckedChange={(checked) => onSelectAll(checked === true)} />
            <span>
              Zaznacz wszystkie<span className="hidden sm:inline"> na stronie</span>
            </span>
          </label>
        )}
        <ExportLink href={exportHref} />
      </div>
    </div>
  );
}

/** New records wait above the operator's place until asked for (the list does not move under them). */
export function NewRecordsButton({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className="sticky top-2 z-10 flex justify-center">
      <Button size="sm" className="rounded-full shadow-md" onClick={onShow}>
        {newRecordsLabel(count)}
      </Button>
    </div>
  );
}
