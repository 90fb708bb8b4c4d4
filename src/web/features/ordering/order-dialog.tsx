import type { FormEventHandler, ReactNode } from 'react';
import type { OrderCreated } from '@shared/contracts/order';
import type { NoticeForm } from '@web/components/public-form/messages';
import { PrivacyNotice } from '@web/components/public-form/privacy-notice';
import { SendFailureNotice, type SendFailure } from '@web/components/public-form/send-failure';
import type { usePublicFormGuard } from '@web/components/public-form/use-public-form-guard';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { useLanguage } from '@web/i18n/language';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import type { OrderingMessages } from './messages';
import { OrderConfirmation } from './order-confirmation';

/** The order just placed and the address its confirmation went to. */
export type PlacedOrder = { order: OrderCreated; email: string };

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  t: OrderingMessages;
  /** The form's title and description; the confirmation has its own. */
  title: string;
  description: string;
  /** Set once the order is placed: the dialog shows its confirmation instead of the form. */
  placed: PlacedOrder | null;
  /** The module names in the page's language, for the confirmation (the simple order has none). */
  moduleNames?: Readonly<Record<string, string>>;
  /** The full order: a wider dialog, its sections further apart. */
  wide?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's sending (usePublicFormSubmit): the spam protection, the send under way, a failed send. */
  sending: { guard: ReturnType<typeof usePublicFormGuard>; pending: boolean; failure: SendFailure | null };
  /** Which form the privacy notice speaks of. */
  privacyForm: NoticeForm;
  submitLabel: string;
  /** While the order cannot be sent yet, the id of the note that says why: the send button is off and points at it. */
  blockedBy?: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * What the simple and the full order dialog share: the form with the spam protection, the privacy notice, a
 * failed send's notice and the buttons, until the order is placed; then its confirmation.
 */
export function OrderDialog({
  open,
  onOpenChange,
  t,
  title,
  description,
  placed,
  moduleNames,
  wide = false,
  onSubmit,
  sending: { guard, pending, failure },
  privacyForm,
  submitLabel,
  blockedBy,
  children,
}: Props) {
  const { language } = useLanguage();
  // Back closes the dialog instead of leaving the page.
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-funnel-dialog
        title={placed ? t.confirmedTitle : title}
        description={placed ? t.confirmedDescription : description}
        closeLabel={t.close}
        className={wide ? 'max-w-3xl' : undefined}
      >
        {placed ? (
          <OrderConfirmation
            order={placed.order}
            email={placed.email}
            t={t}
            moduleNames={moduleNames}
            onClose={() => onOpenChange(false)}
          />
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            onFocus={guard.start}
            onInput={guard.start}
            className={wide ? 'relative space-y-6' : 'relative space-y-4'}
          >
            {children}
            {guard.fields}
            <PrivacyNotice form={privacyForm} />
            {failure && <SendFailureNotice failure={failure} what="order" sending={pending} />}
            <DialogFooter className={wide ? 'mt-0' : undefined}>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t.cancel}
              </Button>
              <Button
                type="submit"
                disabled={blockedBy !== undefined || pending}
                aria-describedby={blockedBy}
              >
                {pending ? SENDING_LABEL[language] : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
