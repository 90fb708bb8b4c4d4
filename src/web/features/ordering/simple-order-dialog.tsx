import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { OrderCreated, SimpleOrderRequest } from '@shared/contracts/order';
import { orderFieldRules } from '@shared/validation/order-fields';
import type { SimpleOrderDialogProps } from '@web/lib/order-dialog-props';
import { planPrice } from '@shared/pricing/calculator';
import { PLAN_IDS, PLANS } from '@shared/pricing/catalogue';
import { PrivacyNotice } from '@web/components/public-form/privacy-notice';
import { SendFailureNotice } from '@web/components/public-form/send-failure';
import { usePublicFormSubmit } from '@web/components/public-form/use-public-form-submit';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage, useMessages } from '@web/i18n/language';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import { useSubmitOrder } from './api';
import { applyServerErrors, firstErrorMessage } from './form-errors';
import { choiceCardClass } from './form-section';
import { memberCountField, toMemberCount } from './full-order-form';
import { orderingMessages } from './messages';
import { OrderConfirmation } from './order-confirmation';
import { usePrice } from '@web/lib/use-price';
import { ORDER_VALIDATION } from './validation-messages';
import { PublicQueryScope } from '@web/components/public-query-scope';

const createSchema = (t: Parameters<typeof orderFieldRules>[0]) => {
  const rules = orderFieldRules(t);
  return z.object({
    name: rules.required,
    email: rules.email(t.required),
    phone: rules.phone,
    clubName: rules.required,
    memberCount: memberCountField(t),
    plan: rules.plan,
  });
};
type SimpleOrderValues = z.input<ReturnType<typeof createSchema>>;

const empty = (plan: SimpleOrderValues['plan']): SimpleOrderValues => ({
  name: '',
  email: '',
  phone: '',
  clubName: '',
  memberCount: '',
  plan,
});

/** In the page's query client (PublicQueryScope): the page itself does not carry one. */
export default function SimpleOrderDialog(props: SimpleOrderDialogProps) {
  return (
    <PublicQueryScope>
      <SimpleOrderDialogContent {...props} />
    </PublicQueryScope>
  );
}

/**
 * The simple order dialog (product §3, §5, §8): contact details, member count and the plan. It sends the
 * period the visitor was looking at; the product's own payload has none and the server then bills yearly.
 */
function SimpleOrderDialogContent({ open, onOpenChange, plan, paymentMode }: SimpleOrderDialogProps) {
  const { language } = useLanguage();
  const t = useMessages(orderingMessages);
  const v = ORDER_VALIDATION[language];
  const schema = useMemo(() => createSchema(v), [v]);
  const form = useForm<SimpleOrderValues>({ resolver: zodResolver(schema), defaultValues: empty(plan) });
  const submit = useSubmitOrder();
  const { send, pending, guard, failure } = usePublicFormSubmit((body: SimpleOrderRequest, submissionKey) =>
    submit.mutateAsync({ body, submissionKey }),
  );
  const price = usePrice();
  const { errors } = form.formState;
  const unit = paymentMode === 'monthly' ? t.perMonth : t.perYear;
  const [placed, setPlaced] = useState<{ order: OrderCreated; email: string } | null>(null);

  // Opening from another plan's card preselects that plan.
  useEffect(() => {
    if (!open) return;
    form.setValue('plan', plan);
    setPlaced(null);
  }, [open, plan, form]);

  // No answer (the network, the server): everything typed stays, the form says so and offers to send it
  // again (usePublicFormSubmit), beside the toast of product §8.
  const failed = (error: unknown) => {
    if (applyServerErrors(error, form.setError, language)) return;
    toast({
      title: t.simpleFailureTitle,
      description: t.simpleFailureDescription,
      variant: 'destructive',
    });
  };

  const onValid = async (values: SimpleOrderValues) => {
    const body = { ...values, memberCount: toMemberCount(values.memberCount), paymentMode };
    const order = await send(body, failed);
    if (!order) return;
    toast({ title: t.simpleSuccessTitle, description: t.simpleSuccessDescription });
    form.reset(empty(plan));
    // The dialog stays open on the confirmation view; the visitor closes it.
    setPlaced({ order, email: body.email });
  };

  const onInvalid = (invalid: FieldErrors<SimpleOrderValues>) => {
    const message = firstErrorMessage(invalid);
    toast({ title: t.validationTitle, ...(message && { description: message }), variant: 'destructive' });
  };

  // Back closes the dialog instead of leaving the page.
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-funnel-dialog
        title={placed ? t.confirmedTitle : t.simpleTitle}
        description={placed ? t.confirmedDescription : t.simpleDescription}
        closeLabel={t.close}
      >
        {placed ? (
          <OrderConfirmation
            order={placed.order}
            email={placed.email}
            t={t}
            onClose={() => onOpenChange(false)}
          />
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit(onValid, onInvalid)}
            onFocus={guard.start}
            onInput={guard.start}
            className="relative space-y-4"
          >
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">{t.plan}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {PLAN_IDS.map((id) => (
                  <label key={id} className={choiceCardClass}>
                    <input
                      type="radio"
                      value={id}
                      {...form.register('plan')}
                      className="mt-0.5 size-4 accent-brand-700"
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{PLANS[id].name[language]}</span>
                      <span className="block text-slate-600">
                        {price(planPrice(id, paymentMode))} {unit} {t.net}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Field label={t.name} error={errors.name?.message} required>
              <Input autoComplete="name" {...form.register('name')} />
            </Field>
            <Field label={t.email} error={errors.email?.message} required>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Field label={t.phone} error={errors.phone?.message} required>
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </Field>
            <Field label={t.clubName} error={errors.clubName?.message} required>
              <Input autoComplete="organization" {...form.register('clubName')} />
            </Field>
            <Field label={`${t.memberCount} ${t.optional}`} error={errors.memberCount?.message}>
              <Input type="number" min={1} step={1} inputMode="numeric" {...form.register('memberCount')} />
            </Field>
            {guard.fields}
            <PrivacyNotice form="order-simple" />
            {failure && <SendFailureNotice failure={failure} what="order" sending={pending} />}
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? SENDING_LABEL[language] : t.submitSimple}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
