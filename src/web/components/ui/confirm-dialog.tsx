import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs; without it the label stays `confirmLabel`. */
  pendingLabel?: string;
  /** The action runs: the confirm button is disabled. */
  pending?: boolean;
  onConfirm(): void;
  cancelLabel?: string;
  /** What else the person should see or choose before confirming (what will go, an option), under the description. */
  children?: ReactNode;
  /**
   * 'alertdialog' (the default): focus starts on the cancel button, so Enter pressed by habit changes nothing,
   * and only the buttons or Escape close it. 'dialog': a plain modal, as the slots, privacy and calendar feed
   * confirmations have always been (their e2e specs find them as `dialog`): focus starts on the first control
   * (the slot's 'notify' checkbox, else the cancel button), it has a close button and a click outside closes it.
   */
  role?: 'alertdialog' | 'dialog';
};

/**
 * The one confirmation before a destructive action: title, description, optional content, then Cancel and the
 * destructive button. It stays open while the action runs; the caller closes it on success (or at once).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = confirmLabel,
  pending = false,
  onConfirm,
  cancelLabel = 'Anuluj',
  children,
  role = 'alertdialog',
}: ConfirmDialogProps) {
  const confirm = (
    <Button variant="destructive" disabled={pending} onClick={onConfirm}>
      {pending ? pendingLabel : confirmLabel}
    </Button>
  );

  if (role === 'dialog') {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title={title} description={description}>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </DialogClose>
            {confirm}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 animate-in bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-in rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {confirm}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
