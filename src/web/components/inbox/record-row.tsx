import type { MouseEvent, ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import type { InboxKind } from '@shared/inbox';
import { Checkbox } from '@web/components/ui/checkbox';
import { formatDateTime } from '@web/i18n/format';
import { cn } from '@web/lib/cn';
import { StatusBadge } from './status-badge';
import type { RowCursor } from './row-cursor';
import { telHref } from './record-header';

type RecordRowProps = {
  kind: InboxKind;
  record: { id: string; status: string; createdAt: string };
  title: string;
  icon?: ReactNode;
  badges?: ReactNode;
  /** What the record is about (the kind's view.row): the subject, the club, the meeting time. */
  children: ReactNode;
  timeZone: string;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onManage(): void;
  cursor: RowCursor;
  /** The person's e-mail and phone, as columns (cut to fit, whole in the tooltip). */
  contact?: { email?: string | null; phone?: string | null };
};

/** One cut-to-fit cell: the whole value in its title, never clipped mid-glyph. */
function ContactCell({
  value,
  href,
  label,
}: {
  value: string | null | undefined;
  href: string;
  label: string;
}) {
  if (!value) return <span className="hidden text-sm text-slate-400 md:block">—</span>;
  return (
    <a
      href={href}
      title={value}
      aria-label={`${label}: ${value}`}
      className="block min-w-0 truncate text-sm text-brand-700 tabular-nums underline-offset-2 hover:underline"
    >
      {value}
    </a>
  );
}

/** A click on the row opens it, except on its own controls (the checkbox, the manage button, a link). */
const onOwnControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('button, a, input, [role="checkbox"]') !== null;

/**
 * A compact inbox record: one line (about 2.5 rem) with who, what about, the status and when; the details
 * are in the opened record. From the md breakpoint down the 'what about' goes under the name.
 */
export function RecordRow({
  kind,
  record,
  title,
  icon,
  badges,
  children,
  timeZone,
  selected,
  onSelectedChange,
  onManage,
  cursor,
  contact,
}: RecordRowProps) {
  const titleId = `record-${record.id}`;
  return (
    <div
      role="article"
      aria-labelledby={titleId}
      data-record-id={record.id}
      data-current={cursor.current || undefined}
      aria-current={cursor.current || undefined}
      tabIndex={cursor.tabIndex}
      onFocus={(event) => event.target === event.currentTarget && cursor.onFocus()}
      onClick={(event) => !onOwnControl(event) && onManage()}
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-3 px-3 py-1 hover:bg-slate-50',
        'outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
        cursor.current && 'bg-brand-50/60 shadow-[inset_3px_0_0_var(--color-brand-600)] hover:bg-brand-50',
      )}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={(checked) => onSelectedChange(checked === true)}
        aria-label={`Zaznacz: ${title}`}
      />
      <div
        className={cn(
          'grid min-w-0 flex-1 grid-cols-1 gap-x-4 md:items-center',
          contact
            ? 'md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,14rem)_minmax(0,9.5rem)]'
            : 'md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]',
        )}
      >
        <h3 id={titleId} className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-slate-900">
          {icon}
          <span className="truncate" title={title}>
            {title}
          </span>
        </h3>
        <div className="min-w-0">{children}</div>
        {contact && (
          // On a phone both share one line under the subject; from md up they are the list's own columns.
          <div className="flex min-w-0 gap-3 md:contents" data-testid="row-contact">
            <ContactCell value={contact.email} href={`mailto:${contact.email}`} label="E-mail" />
            <ContactCell value={contact.phone} href={telHref(contact.phone ?? '')} label="Telefon" />
          </div>
        )}
      </div>
      {/* On a phone the badges stack: side by side, two of them and the status left the record no room. */}
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end sm:gap-1.5">
        {badges}
        <StatusBadge kind={kind} status={record.status} />
      </div>
      <time
        dateTime={record.createdAt}
        className="hidden w-32 shrink-0 text-right text-xs text-slate-600 tabular-nums sm:block"
      >
        {formatDateTime(record.createdAt, timeZone)}
      </time>
      <button
        type="button"
        onClick={onManage}
        aria-label={`Zarządzaj: ${title}`}
        title="Zarządzaj"
        className="grid size-8 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <Settings2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
