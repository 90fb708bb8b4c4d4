import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { SimpleOrderRequest } from '@shared/contracts/order';
import { orderFieldRules } from '@shared/validation/order-fields';
import type { SimpleOrderDialogProps } from '@web/lib/order-dialog-props';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage, useMessages } from '@web/i18n/language';
import { useSendOrder } from './api';
import { applyServerErrors, toastFirstError } from './form-errors';
import { memberCountField, toMemberCount } from './full-order-form';
import { orderingMessages } from './messages';
import { OrderDialog, type PlacedOrder } from './order-dialog';
import { PlanChoice } from './plan-choice';
import { ORDER_VALIDATION } from './validation-messages';
import { inPublicQueryScope } from '@web/components/public-query-scope';

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

export default inPublicQueryScope(SimpleOrderDialogContent);

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
  const sending = useSendOrder<SimpleOrderRequest>();
  const { errors } = form.formState;
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

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
    const order = await sending.send(body, failed);
    if (!order) return;
    toast({ title: t.simpleSuccessTitle, description: t.simpleSuccessDescription });
    form.reset(empty(plan));
    // The dialog stays open on the confirmation view; the visitor closes it.
    setPlaced({ order, email: body.email });
  };

  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      t={t}
      title={t.simpleTitle}
      description={t.simpleDescription}
      placed={placed}
      onSubmit={form.handleSubmit(onValid, (invalid) => toastFirstError(invalid, t.validationTitle))}
      sending={sending}
      privacyForm="order-simple"
      submitLabel={t.submitSimple}
    >
      <PlanChoice register={form.register} period={paymentMode} t={t} net />
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
    </OrderDialog>
  );
}
