import type { ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import type { InboxKind } from '@shared/inbox';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { StatusBadge } from './status-badge';

type RecordRowProps = {
  kind: InboxKind;
  record: { id: string; status: string };
  title: string;
  badges?: ReactNode;
  /** The kind's own columns (view.row). */
  children: ReactNode;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onManage(): void;
};

/**
 * A dense inbox record: one line from the md breakpoint up (about 3 rem high), stacked on a phone. The
 * details the card shows live in the manage dialog.
 */
export function RecordRow({
  kind,
  record,
  title,
  badges,
  children,
  selected,
  onSelectedChange,
  onManage,
}: RecordRowProps) {
  const titleId = `record-${record.id}`;
  return (
    <Card
      aria-labelledby={titleId}
      role="article"
      className="flex items-center gap-3 px-3 py-2"
      data-record-id={record.id}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={(checked) => onSelectedChange(checked === true)}
        aria-label={`Zaznacz: ${title}`}
      />
      <div className="grid min-w-0 flex-1 gap-x-4 gap-y-0.5 lg:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] lg:items-center">
        <h3 id={titleId} className="truncate text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {children}
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
        <StatusBadge kind={kind} status={record.status} />
        {badges}
      </div>
      <Button variant="outline" size="sm" onClick={onManage} aria-label={`Zarządzaj: ${title}`}>
        <Settings2 aria-hidden="true" />
        <span className="hidden sm:inline">Zarządzaj</span>
      </Button>
    </Card>
  );
}
