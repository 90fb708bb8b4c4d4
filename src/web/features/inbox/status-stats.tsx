import { INBOX_CONFIG, statusTone, type InboxKind } from '@shared/inbox';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useInboxSummary } from './api';

const TONE_BARS = {
  yellow: 'bg-amber-400',
  blue: 'bg-blue-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
  purple: 'bg-purple-500',
  grey: 'bg-slate-400',
} as const;

/** Statistics of a kind: all records and each status of its vocabulary (the beta-tests screen). */
export function StatusStats({ kind, label = 'Statystyki' }: { kind: InboxKind; label?: string }) {
  const summary = useInboxSummary(kind);
  const value = (count: number | undefined) => (summary.data ? (count ?? 0) : '–');
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Card className="p-4">
          <dt className="text-sm font-medium text-slate-600">Wszystkie</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
            {value(summary.data?.total)}
          </dd>
        </Card>
        {INBOX_CONFIG[kind].statuses.map((status) => (
          <Card key={status.value} className="p-4">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <span
                className={cn('size-2.5 rounded-full', TONE_BARS[statusTone(status.value)])}
                aria-hidden="true"
              />
              {status.label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
              {value(summary.data?.byStatus[status.value])}
            </dd>
          </Card>
        ))}
      </dl>
      {summary.isError && <p className="mt-2 text-sm text-red-700">Nie udało się wczytać statystyk.</p>}
    </section>
  );
}
