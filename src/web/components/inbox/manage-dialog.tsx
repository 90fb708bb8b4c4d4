import type { ReactNode } from 'react';
import type { StatusChange, StatusUpdate } from '@shared/contracts/inbox';
import type { InboxKind } from '@shared/inbox';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { StatusForm } from './status-form';
import { StatusHistory } from './status-history';

type ManageDialogProps = {
  kind: InboxKind;
  record: { id: string; status: string; adminNotes: string | null } | null;
  title: string;
  description?: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  history: { entries: StatusChange[] | undefined; isPending: boolean; isError: boolean };
  timeZone: string;
  saving: boolean;
  onSave(update: StatusUpdate): void;
  /**
   * A kind's own form in place of status and notes (a demo saves its meeting link with them); it renders
   * ManageDialogFooter inside itself and saves on its own.
   */
  form?: ReactNode;
  /** The person the record is about (RecordHeader), first. */
  header?: ReactNode;
  /** What the operator does first with the record (the reply composer), right under the person. */
  top?: ReactNode;
  /** The record's details (what was sent), above the form. */
  details?: ReactNode;
  /** More about the record after its history (the e-mails sent about it), composed by the page. */
  children?: ReactNode;
};

/**
 * product §2 manage dialog: status and notes, then the audit trail and whatever the page adds; saving closes
 * it (the caller's onSave).
 */
export function ManageDialog({
  kind,
  record,
  title,
  description,
  open,
  onOpenChange,
  history,
  timeZone,
  saving,
  onSave,
  form,
  header,
  top,
  details,
  children,
}: ManageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The record's header names the person right under the title: the description would say it twice. */}
      <DialogContent title={title} description={record && header ? undefined : description}>
        {record && header}
        {record && top}
        {record && details && (
          <section aria-label="Szczegóły" className="mb-4 space-y-2 text-sm text-slate-800">
            {details}
          </section>
        )}
        {record &&
          (form ?? (
            <StatusForm
              // A payment or another operator may change the record while it is open: the form follows the
              // fields the operator has not touched, and keeps what they typed (status-form.tsx).
              key={record.id}
              kind={kind}
              initialStatus={record.status}
              initialNotes={record.adminNotes}
              onSubmit={onSave}
            >
              <ManageDialogFooter saving={saving} />
            </StatusForm>
          ))}
        <StatusHistory kind={kind} timeZone={timeZone} {...history} />
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** 'Anuluj' and 'Zapisz' under a record's form (the Enter and Ctrl+Enter of the form submit it too). */
export function ManageDialogFooter({ saving }: { saving: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Anuluj</Button>
      </DialogClose>
      <Button type="submit" disabled={saving}>
        {saving ? SENDING_LABEL.pl : 'Zapisz'}
      </Button>
    </DialogFooter>
  );
}
