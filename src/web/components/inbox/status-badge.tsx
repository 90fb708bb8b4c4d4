import { statusLabel, statusTone, type InboxKind } from '@shared/inbox';
import { Badge } from '@web/components/ui/badge';

/** A record's status in its kind's Polish wording and product §4's colour. */
export function StatusBadge({ kind, status }: { kind: InboxKind; status: string }) {
  return (
    <Badge tone={statusTone(status)} data-status={status}>
      {statusLabel(kind, status)}
    </Badge>
  );
}
