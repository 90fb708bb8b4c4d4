import type { ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import type { InboxKind } from '@shared/inbox';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { formatDateTime } from '@web/i18n/format';
import { cn } from '@web/lib/cn';
import type { RowCursor } from './row-cursor';
import { StatusBadge } from './status-badge';

type RecordCardProps = {
  kind: InboxKind;
  record: {
    id: string;
    status: string;
    adminNotes: string | null;
    processedAt: string | null;
    createdAt: string;
  };
  title: string;
  /** An icon before the title (the bug report's type). */
  icon?: ReactNode;
  /** Badges after the status (priority, type). */
  badges?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  timeZone: string;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onManage(): void;
  cursor: RowCursor;
};

/**
 * One inbox record as a card with its details (the list's 'Wygodny' layout): works from 360 px up, where a
 * table would not fit.
 */
export function RecordCard({
  kind,
  record,
  title,
  icon,
  badges,
  subtitle,
  children,
  timeZone,
  selected,
  onSelectedChange,
  onManage,
  cursor,
}: RecordCardProps) {
  const titleId = `record-${record.id}`;
  return (
    <Card
      aria-labelledby={titleId}
      role="article"
      className={cn(
        'flex gap-3 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5',
        cursor.current && 'ring-2 ring-brand-600/70',
      )}
      data-record-id={record.id}
      data-current={cursor.current || undefined}
      aria-current={cursor.current || undefined}
      tabIndex={cursor.tabIndex}
      onFocus={(event) => event.target === event.currentTarget && cursor.onFocus()}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={(checked) => onSelectedChange(checked === true)}
        aria-label={`Zaznacz: ${title}`}
        className="mt-1"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={titleId} className="flex items-center gap-2 font-semibold break-words text-slate-900">
              {icon}
              {title}
            </h3>
            {subtitle && <div className="mt-0.5 text-sm break-words text-slate-700">{subtitle}</div>}
          </div>
          <div className="flex shrink-0 flex-wrap gap-1.5">
            <StatusBadge kind={kind} status={record.status} />
            {badges}
          </div>
        </div>
        {children && <div className="mt-3 space-y-2 text-sm text-slate-800">{children}</div>}
        {record.adminNotes && (
          <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">Notatki administratora</p>
            <p className="mt-1 whitespace-pre-line text-slate-700">{record.adminNotes}</p>
          </div>
        )}
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-600">
            Utworzono: <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, timeZone)}</time>
            {record.processedAt && (
              <>
                {' · '}Przetworzono:{' '}
                <time dateTime={record.processedAt}>{formatDateTime(record.processedAt, timeZone)}</time>
              </>
            )}
          </p>
          <Button variant="outline" size="sm" onClick={onManage} className="self-start sm:self-auto">
            <Settings2 aria-hidden="true" /> Zarządzaj
          </Button>
        </div>
      </div>
    </Card>
  );
}
