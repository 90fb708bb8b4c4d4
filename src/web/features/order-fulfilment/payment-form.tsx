import { serverMessage } from '@web/lib/api';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderPaymentRequestSchema, type OrderPaymentRequest } from '@shared/contracts/order-admin';
import { wallTimeIn } from '@shared/date-format';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { formatPrice } from '@web/i18n/format';
import { ApiRequestError } from '@web/lib/api';
import { useMarkPaid } from './api';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the business zone as YYYY-MM-DD: a transfer is usually booked the day the operator sees it. */
function today(timeZone: string): string {
  const { year, month, day } = wallTimeIn(new Date(), timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

type PaymentFormProps = { orderId: string; grossPln: number; timeZone: string };

/**
 * 'Opłacone': the bank's booking date and the booked amount, prefilled with the pro forma's gross. The server
 * refuses any other amount (a partial payment) with its own message, shown under the amount.
 */
export function PaymentForm({ orderId, grossPln, timeZone }: PaymentFormProps) {
  const markPaid = useMarkPaid(orderId);
  const form = useForm<OrderPaymentRequest>({
    resolver: zodResolver(orderPaymentRequestSchema),
    defaultValues: { bookedOn: today(timeZone), amount: grossPln },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    markPaid.mutate(values, {
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : {};
        if (fields.amount) form.setError('amount', { message: fields.amount });
        if (fields.bookedOn) form.setError('bookedOn', { message: fields.bookedOn });
        if (!fields.amount && !fields.bookedOn) form.setError('root', { message: serverMessage(error) });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Płatność" className="mt-3 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Data księgowania" error={errors.bookedOn?.message} required>
          <Input type="date" {...form.register('bookedOn')} />
        </Field>
        <Field
          label="Zaksięgowana kwota (zł)"
          error={errors.amount?.message}
          hint={`Kwota brutto pro formy: ${formatPrice(grossPln, 'pl', 1)}`}
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
      </div>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={markPaid.isPending}>
        {markPaid.isPending ? SENDING_LABEL.pl : 'Oznacz jako opłacone'}
      </Button>
    </form>
  );
}
