import { serverMessage } from '@web/lib/api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderRefundRequestSchema, type OrderRefundRequest } from '@shared/contracts/invoices';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { formatPrice } from '@web/i18n/format';
import { ApiRequestError } from '@web/lib/api';
import { useRefund } from './api';

type RefundFormProps = { orderId: string; refundablePln: number };

/**
 * 'Zwrot' of a paid order: the amount returned (all or part of what is still invoiced) and why; the server
 * issues the correction (FK/…), e-mails it and refuses more than the invoices still hold.
 */
export function RefundForm({ orderId, refundablePln }: RefundFormProps) {
  const [open, setOpen] = useState(false);
  const refund = useRefund(orderId);
  const form = useForm<OrderRefundRequest>({
    resolver: zodResolver(orderRefundRequestSchema),
    defaultValues: { amount: refundablePln, reason: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    refund.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        form.reset({ amount: refundablePln, reason: '' });
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : {};
        if (fields.amount) form.setError('amount', { message: fields.amount });
        if (fields.reason) form.setError('reason', { message: fields.reason });
        if (!fields.amount && !fields.reason) form.setError('root', { message: serverMessage(error) });
      },
    }),
  );

  if (!open)
    return (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Zwrot i korekta
      </Button>
    );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Zwrot i korekta" className="mt-3 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Zwracana kwota brutto (zł)"
          error={errors.amount?.message}
          hint={`Najwyżej ${formatPrice(refundablePln, 'pl', 1)}`}
          required
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            {...form.register('amount', { valueAsNumber: true })}
          />
        </Field>
        <Field label="Przyczyna korekty" error={errors.reason?.message} required>
          <Input maxLength={200} placeholder="np. rezygnacja z modułu" {...form.register('reason')} />
        </Field>
      </div>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={refund.isPending}>
          {refund.isPending ? SENDING_LABEL.pl : 'Wystaw korektę'}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}
