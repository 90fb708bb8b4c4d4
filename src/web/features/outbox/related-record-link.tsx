import { Link } from 'wouter';
import type { OutboxListItem } from '@shared/contracts/outbox';
import { isInboxKind, type InboxKind } from '@shared/inbox';
import { RELATED_KIND_LABELS } from './labels';

export type RecordHref = (kind: InboxKind, id: string) => string;

/** The record a message is about, as a link to its screen (which opens its manage dialog). */
export function RelatedRecordLink({
  message,
  recordHref,
}: {
  message: Pick<OutboxListItem, 'relatedKind' | 'relatedId'>;
  recordHref: RecordHref;
}) {
  const { relatedKind, relatedId } = message;
  if (!relatedKind || !relatedId) return <span className="text-slate-600">—</span>;
  const label = RELATED_KIND_LABELS[relatedKind] ?? relatedKind;
  if (!isInboxKind(relatedKind)) return <span>{label}</span>;
  return (
    <Link
      href={recordHref(relatedKind, relatedId)}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {label}
    </Link>
  );
}
