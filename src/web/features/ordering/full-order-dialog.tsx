import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FullOrderRequest, OrderCreated } from '@shared/contracts/order';
import { TERMS_VERSION } from '@shared/privacy';
import { PrivacyNotice } from '@web/components/public-form/privacy-notice';
import { SendFailureNotice } from '@web/components/public-form/send-failure';
import { usePublicFormSubmit } from '@web/components/public-form/use-public-form-submit';
import type { FullOrderDialogProps } from '@web/lib/order-dialog-props';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage, useMessages } from '@web/i18n/language';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import { AdminFields } from './admin-fields';
import { useSubmitOrder } from './api';
import { ContactFields } from './contact-fields';
import { applyServerErrors, firstErrorMessage } from './form-errors';
import {
  createFullOrderFormSchema,
  fullOrderDefaults,
  toFullOrderRequest,
  type FullOrderFormValues,
} from './full-order-form';
import { orderingMessages } from './messages';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummaryBox } from './order-summary-box';
import { PersonsFields } from './persons-fields';
import { PlanFields } from './plan-fields';
import { TermsField } from './terms-field';
import { ORDER_VALIDATION } from './validation-messages';
import { PublicQueryScope } from '@web/components/public-query-scope';

/** In the page's query client (PublicQueryScope): the page itself does not carry one. */
export default function FullOrderDialog(props: FullOrderDialogProps) {
  return (
    <PublicQueryScope>
      <FullOrderDialogContent {...props} />
    </PublicQueryScope>
  );
}

/**
 * The full order dialog (product §3–§5, §8), opened from a pricing section with the visitor's selection.
 * Loaded lazily by the page: it brings zod and react-hook-form, which the public pages do not load upfront.
 */
function FullOrderDialogContent({ open, onOpenChange, summary, moduleNames }: FullOrderDialogProps) {
  const { language } = useLanguage();
  const t = useMessages(orderingMessages);
  const v = ORDER_VALIDATION[language];
  const schema = useMemo(() => createFullOrderFormSchema(v), [v]);
  const form = useForm<FullOrderFormValues>({
    resolver: zodResolver(schema),
    defaultValues: fullOrderDefaults(summary, language),
    // A field hidden when the country changes keeps its value (it comes back with the country) but is
    // neither checked nor sent (identityOf).
    shouldUnregister: false,
  });
  const submit = useSubmitOrder();
  const { send, pending, guard, failure } = usePublicFormSubmit((body: FullOrderRequest, submissionKey) =>
    submit.mutateAsync({ body, submissionKey }),
  );
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' });
  const [placed, setPlaced] = useState<{ order: OrderCreated; email: string } | null>(null);

  // Each opening starts from the selection just made on the page; what the visitor typed stays.
  useEffect(() => {
    if (!open) return;
    setPlaced(null);
    const defaults = fullOrderDefaults(summary, language);
    form.reset(
      {
        ...form.getValues(),
        plan: defaults.plan,
        paymentMode: defaults.paymentMode,
        moduleCatalogue: defaults.moduleCatalogue,
        selectedModules: defaults.selectedModules,
      },
      { keepDefaultValues: true },
    );
  }, [open, summary, form, language]);

  /** `personIndex`: the form row of each person sent (the server's messages name the rows it got). */
  // No answer (the network, the server): everything typed stays, the form says so and offers to send it
  // again (usePublicFormSubmit), beside the toast of product §8.
  const failed = (error: unknown, personIndex: number[]) => {
    const shown = applyServerErrors(error, form.setError, language, (path) =>
      path.replace(/^authorizedPersons\.(\d+)/, (_, i: string) => {
        return `authorizedPersons.${personIndex[Number(i)] ?? i}`;
      }),
    );
    if (!shown) {
      toast({
        title: t.fullFailureTitle,
        description: t.fullFailureDescription,
        variant: 'destructive',
      });
    }
  };

  const onValid = async (values: FullOrderFormValues) => {
    const { body, personIndex } = toFullOrderRequest(values);
    // The terms the visitor ticked are the ones in force now: their version is stored with the order.
    const order = await send({ ...body, termsVersion: TERMS_VERSION }, (error) => failed(error, personIndex));
    if (!order) return;
    toast({ title: t.fullSuccessTitle, description: t.fullSuccessDescription });
    form.reset(fullOrderDefaults(summary, language));
    // The dialog stays open on the confirmation view; the visitor closes it.
    setPlaced({ order, email: body.email });
  };

  const onInvalid = (errors: FieldErrors<FullOrderFormValues>) => {
    const message = firstErrorMessage(errors);
    toast({ title: t.validationTitle, ...(message && { description: message }), variant: 'destructive' });
  };

  // Back closes the dialog instead of leaving the page.
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-funnel-dialog
        title={placed ? t.confirmedTitle : t.fullTitle}
        description={placed ? t.confirmedDescription : t.fullDescription}
        closeLabel={t.close}
        className="max-w-3xl"
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
            onSubmit={form.handleSubmit(onValid, onInvalid)}
            onFocus={guard.start}
            onInput={guard.start}
            className="relative space-y-6"
          >
            <ContactFields form={form} t={t} />
            <PlanFields form={form} t={t} moduleNames={moduleNames} />
            <PersonsFields form={form} t={t} />
            <AdminFields form={form} t={t} />
            <OrderSummaryBox control={form.control} t={t} moduleNames={moduleNames} />
            <TermsField register={form.register} t={t} error={form.formState.errors.acceptTerms?.message} />
            {!accepted && (
              <p id="order-terms-required" className="text-sm text-slate-700 sm:text-right">
                {v.termsRequired}
              </p>
            )}
            {guard.fields}
            <PrivacyNotice form="order-full" />
            {failure && <SendFailureNotice failure={failure} what="order" sending={pending} />}
            <DialogFooter className="mt-0">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t.cancel}
              </Button>
              <Button
                type="submit"
                disabled={!accepted || pending}
                aria-describedby={accepted ? undefined : 'order-terms-required'}
              >
                {pending ? SENDING_LABEL[language] : t.submitFull}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
