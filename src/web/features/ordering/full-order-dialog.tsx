import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FullOrderRequest } from '@shared/contracts/order';
import { TERMS_VERSION } from '@shared/privacy';
import type { FullOrderDialogProps } from '@web/lib/order-dialog-props';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage, useMessages } from '@web/i18n/language';
import { AdminFields } from './admin-fields';
import { useSendOrder } from './api';
import { ContactFields } from './contact-fields';
import { applyServerErrors, toastFirstError } from './form-errors';
import {
  createFullOrderFormSchema,
  fullOrderDefaults,
  toFullOrderRequest,
  type FullOrderFormValues,
} from './full-order-form';
import { orderingMessages } from './messages';
import { OrderDialog, type PlacedOrder } from './order-dialog';
import { OrderSummaryBox } from './order-summary-box';
import { PersonsFields } from './persons-fields';
import { PlanFields } from './plan-fields';
import { TermsField } from './terms-field';
import { ORDER_VALIDATION } from './validation-messages';
import { inPublicQueryScope } from '@web/components/public-query-scope';

export default inPublicQueryScope(FullOrderDialogContent);

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
  const sending = useSendOrder<FullOrderRequest>();
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' });
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

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
    const order = await sending.send({ ...body, termsVersion: TERMS_VERSION }, (error) =>
      failed(error, personIndex),
    );
    if (!order) return;
    toast({ title: t.fullSuccessTitle, description: t.fullSuccessDescription });
    form.reset(fullOrderDefaults(summary, language));
    // The dialog stays open on the confirmation view; the visitor closes it.
    setPlaced({ order, email: body.email });
  };

  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      t={t}
      title={t.fullTitle}
      description={t.fullDescription}
      placed={placed}
      moduleNames={moduleNames}
      wide
      onSubmit={form.handleSubmit(onValid, (errors) => toastFirstError(errors, t.validationTitle))}
      sending={sending}
      privacyForm="order-full"
      submitLabel={t.submitFull}
      blockedBy={accepted ? undefined : 'order-terms-required'}
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
    </OrderDialog>
  );
}
