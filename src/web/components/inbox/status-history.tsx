import { ArrowRight } from 'lucide-react';
import type { StatusChange } from '@shared/contracts/inbox';
import type { InboxKind } from '@shared/inbox';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/i18n/format';
import { StatusBadge } from './status-badge';

type StatusHistoryProps = {
  kind: InboxKind;
  entries: StatusChange[] | undefined;
  isPending: boolean;
  isError: boolean;
  timeZone: string;
};

/**
 * The record's audit trail: who changed the status (and notes) to what, and when, and what else happened
 * (a visitor's reschedule or cancellation reason); newest first.
 */
export function StatusHistory({ kind, entries, isPending, isError, timeZone }: StatusHistoryProps) {
  return (
    <section aria-labelledby="status-history-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="status-history-title" className="text-sm font-semibold text-slate-900">
        Historia zmian
      </h3>
      {isPending ? (
        <Spinner label="Ładowanie historii..." className="mt-3" />
      ) : isError ? (
        <p className="mt-2 text-sm text-red-700">Nie udało się wczytać historii zmian.</p>
      ) : !entries?.length ? (
        <p className="mt-2 text-sm text-slate-600">Brak zmian statusu.</p>
      ) : (
        // A long history scrolls in its box: focusable, so a keyboard can scroll it too.
        <ol
          tabIndex={0}
          aria-labelledby="status-history-title"
          className="mt-3 max-h-56 space-y-3 overflow-y-auto rounded pr-1 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <div className="flex flex-wrap items-center gap-1.5">
                {entry.fromStatus === entry.toStatus ? (
                  <StatusBadge kind={kind} status={entry.toStatus} />
                ) : (
                  <>
                    <StatusBadge kind={kind} status={entry.fromStatus} />
                    <ArrowRight className="size-3.5 text-slate-500" role="img" aria-label="zmieniono na" />
                    <StatusBadge kind={kind} status={entry.toStatus} />
                  </>
                )}
              </div>
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt, timeZone)}</time> ·{' '}
                {entry.changedBy}
              </p>
              {entry.detail && <p className="mt-1 font-medium text-slate-800">{entry.detail}</p>}
              {entry.adminNotes && (
                <p className="mt-1 whitespace-pre-line text-slate-700">{entry.adminNotes}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
