import type { InboxRecord, StatusUpdate } from '@shared/contracts/inbox';
import type { InboxKind } from '@shared/inbox';
import { StatusBadge } from '@web/components/inbox/status-badge';
import { StatusForm } from '@web/components/inbox/status-form';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { formatDateTime } from '@web/i18n/format';
import { inboxView } from './views';

type LifecycleItemProps = {
  kind: InboxKind;
  item: InboxRecord;
  timeZone: string;
  saving: boolean;
  onSave(update: StatusUpdate): void;
};

/** product §2 lifecycle row: the record, then its status select, notes textarea and 'Aktualizuj'. */
export function LifecycleItem({ kind, item, timeZone, saving, onSave }: LifecycleItemProps) {
  const view = inboxView(kind);
  const titleId = `lifecycle-${item.id}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="p-4 sm:p-5" data-record-id={item.id}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="flex items-center gap-2 font-semibold break-words text-slate-900">
            {view.icon?.(item)}
            {view.recordTitle(item)}
          </h3>
          {view.subtitle && (
            <div className="mt-0.5 text-sm break-words text-slate-700">{view.subtitle(item)}</div>
          )}
          <p className="mt-1 text-xs text-slate-600">
            Utworzono: <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, timeZone)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <StatusBadge kind={kind} status={item.status} />
          {view.badges?.(item, timeZone)}
        </div>
      </div>
      <div className="mt-3 space-y-2 text-sm text-slate-800">{view.body(item, timeZone)}</div>
      <StatusForm
        // Starts again from the server's values once they change (after this or another save).
        key={`${item.id}:${item.status}:${item.adminNotes ?? ''}`}
        kind={kind}
        initialStatus={item.status}
        initialNotes={item.adminNotes}
        onSubmit={onSave}
        layout="inline"
        className="mt-4 border-t border-slate-200 pt-4"
      >
        <div className="mt-3 flex justify-end">
          <Button type="submit" disabled={saving} className="w-full sm:w-auto">
            {saving ? SENDING_LABEL.pl : 'Aktualizuj'}
          </Button>
        </div>
      </StatusForm>
    </Card>
  );
}
