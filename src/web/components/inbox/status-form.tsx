import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { INBOX_CONFIG, type InboxKind } from '@shared/inbox';
import type { StatusUpdate } from '@shared/contracts/inbox';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';

/** product §5: notes are trimmed and sent as absent when blank. */
export function statusUpdate(status: string, notes: string): StatusUpdate {
  const trimmed = notes.trim();
  return trimmed ? { status, adminNotes: trimmed } : { status };
}

/** Marks the notes field, which the inbox's 'n' shortcut focuses in the open record. */
export const NOTES_FIELD = 'data-notes-field';

type StatusFormProps = {
  kind: InboxKind;
  initialStatus: string;
  initialNotes: string | null;
  onSubmit(update: StatusUpdate): void;
  /** The buttons, rendered inside the form (the dialog's footer, or the lifecycle's 'Aktualizuj'). */
  children: ReactNode;
  className?: string;
  /** Lays the fields side by side on wide screens (the lifecycle list). */
  layout?: 'stacked' | 'inline';
};

/**
 * The status select and the admin-notes textarea (4 rows, product §9), shared by the manage dialog and the
 * lifecycle screen. Give it a `key` of the record's id so it starts from that record's values.
 */
export function StatusForm({
  kind,
  initialStatus,
  initialNotes,
  onSubmit,
  children,
  className,
  layout = 'stacked',
}: StatusFormProps) {
  const id = useId();
  const [status, setStatus] = useState(initialStatus);
  const [notes, setNotes] = useState(initialNotes ?? '');
  // The record changed while the form is open (a payment, another operator, read live): a field the
  // operator has not touched follows it; what they typed or picked stays theirs.
  const [record, setRecord] = useState({ status: initialStatus, notes: initialNotes ?? '' });
  if (record.status !== initialStatus || record.notes !== (initialNotes ?? '')) {
    setRecord({ status: initialStatus, notes: initialNotes ?? '' });
    if (status === record.status) setStatus(initialStatus);
    if (notes === record.notes) setNotes(initialNotes ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(statusUpdate(status, notes));
  };
  const inline = layout === 'inline';
  return (
    <form
      // Our own messages, not the browser's bubbles (a kind's form adds fields such as a link).
      noValidate
      onSubmit={submit}
      // Ctrl+Enter (⌘+Enter) saves from anywhere in the form, the note included: no reach for the mouse.
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
        event.preventDefault();
        event.currentTarget.requestSubmit();
      }}
      className={className}
    >
      <div className={inline ? 'grid grid-cols-1 gap-3 md:grid-cols-[14rem_minmax(0,1fr)]' : 'space-y-4'}>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={status}
            onValueChange={setStatus}
            options={INBOX_CONFIG[kind].statuses}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-notes`}>Notatki administratora</Label>
          <Textarea
            id={`${id}-notes`}
            {...{ [NOTES_FIELD]: '' }}
            rows={4}
            value={notes}
            maxLength={5000}
            placeholder="Notatki widoczne tylko dla administratorów"
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
      </div>
      {children}
    </form>
  );
}
