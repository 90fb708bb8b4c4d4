import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { formatCount } from '@web/i18n/format';

/** Previous / next through a server-paged list, with "21–40 z 135". */
export function Pager({
  page,
  pageSize,
  total,
  estimated = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The total is the server's estimate (X-Total-Count-Estimated): shown as "około". */
  estimated?: boolean;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Stronicowanie" className="flex items-center justify-between gap-3 pt-2">
      <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
        {formatCount(first)}–{formatCount(last)} z{' '}
        {estimated ? `około ${formatCount(total)}` : formatCount(total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Poprzednia
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Następna <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
