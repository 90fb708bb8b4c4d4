import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { noteDialogClosed } from '@web/lib/visit-activity';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeLabel?: string;
};

/** A modal with its title and description wired for screen readers; scrolls inside on small screens. */
export function DialogContent({
  className,
  children,
  title,
  description,
  closeLabel = 'Zamknij',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Our dialogs open from state, not a Radix Trigger, so Radix has no trigger to return focus to on close and
  // a keyboard user lands on <body>. The element focused when the dialog opened gets the focus back instead.
  const openerRef = useRef<HTMLElement | null>(null);
  // The content unmounts when the dialog closes: the visit notes it, so no pop-up follows at once.
  useEffect(() => () => noteDialogClosed(), []);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-in bg-slate-950/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          // A toast (the screen's width on a phone, bottom right on a desktop, under a wide dialog's corner)
          // takes the bottom: the dialog moves up and shrinks by its height (toaster.tsx), no button under it.
          'top-[calc(50%-var(--toast-inset,0px)/2)] max-h-[calc(92dvh-var(--toast-inset,0px))]',
          'animate-in overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const opener = openerRef.current;
          if (event.defaultPrevented || !opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        {...props}
      >
        <div className="mb-4 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
