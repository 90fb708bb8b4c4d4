import { formatGrosze } from '@shared/money';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  acceptDifferenceRequestSchema,
  orderPaymentRequestSchema,
  type AcceptDifferenceRequest,
  type OrderPaymentInput,
  type OrderPaymentRequest,
} from '@shared/contracts/order-admin';
import { BuyerFields, type BuyerForm } from '@web/components/buyer/buyer-fields';
import { ADMIN_BUYER_LABELS, EMPTY_BUYER } from './buyer-form';
import { wallTimeIn } from '@shared/date-format';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { Textarea } from '@web/components/ui/textarea';
import { ApiRequestError } from '@web/lib/api';
import { serverMessage } from '@web/lib/api';
import { useAcceptDifference, useRecordPayment } from './api';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the business zone as YYYY-MM-DD: a transfer is usually booked the day the operator sees it. */
function today(timeZone: string): string {
  const { year, month, day } = wallTimeIn(new Date(), timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

type PaymentFormProps = {
  orderId: string;
  dueGrosze: number;
  timeZone: string;
  /** A short-form order: the payment that completes it asks for the invoice's buyer first. */
  buyerMissing: boolean;
};

/**
 * 'Zaksięguj wpłatę': the bank's booking date and the amount that came, prefilled with what is left to pay.
 * Less keeps the order unpaid (a partial payment); the payment that reaches the gross makes it paid. When
 * that payment issues the invoice of an order with no buyer yet, the buyer's address and NIP are asked
 * for with it.
 */
export function PaymentForm({ orderId, dueGrosze, timeZone, buyerMissing }: PaymentFormProps) {
  const record = useRecordPayment(orderId);
  const form = useForm<OrderPaymentInput, unknown, OrderPaymentRequest>({
    resolver: zodResolver(orderPaymentRequestSchema),
    defaultValues: { bookedOn: today(timeZone), amount: dueGrosze / 100, buyer: EMPTY_BUYER },
    // The buyer's fields leave the request with their section.
    shouldUnregister: true,
  });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const completes = Number.isFinite(amount) && Math.round(amount * 100) >= dueGrosze;
  const asksForBuyer = buyerMissing && completes;

  const onSubmit = form.handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: (payment) =>
        form.reset({
          bookedOn: values.bookedOn,
          amount: Math.max(0, payment.ledger.grossGrosze - payment.ledger.paidGrosze) / 100,
          buyer: EMPTY_BUYER,
        }),
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : {};
        let shown = false;
        for (const [field, message] of Object.entries(fields)) {
          // 'buyer.nip' and the like: the server's message on the buyer's field.
          form.setError(field as 'amount', { message });
          shown = true;
        }
        if (!shown) form.setError('root', { message: serverMessage(error) });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Wpłata" className="mt-3 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Data księgowania" error={errors.bookedOn?.message} required>
          <Input type="date" {...form.register('bookedOn')} />
        </Field>
        <Field
          label="Kwota wpłaty (zł)"
          error={errors.amount?.message}
          hint={`Do zapłaty: ${formatGrosze(dueGrosze)}`}
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
      {asksForBuyer ? (
        <fieldset className="space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <legend className="sr-only">Dane nabywcy do faktury</legend>
          <p className="text-sm text-amber-950" id="payment-buyer-note">
            <strong className="font-semibold">Dane nabywcy do faktury.</strong> Zamówienie złożono w
            formularzu skróconym: faktura VAT wymaga adresu klubu i NIP (albo potwierdzenia, że klub go nie
            ma).
          </p>
          <BuyerFields
            form={form as unknown as BuyerForm}
            labels={ADMIN_BUYER_LABELS}
            language="pl"
            idPrefix="payment-buyer"
          />
        </fieldset>
      ) : null}
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={record.isPending}>
        {record.isPending
          ? SENDING_LABEL.pl
          : asksForBuyer
            ? 'Zaksięguj wpłatę i wystaw fakturę'
            : 'Zaksięguj wpłatę'}
      </Button>
    </form>
  );
}

/**
 * 'Przyjmij różnicę': what came pays the order (a bank's fee, a currency's rounding). The reason is required
 * and kept in the order's history.
 */
export function AcceptDifferenceForm({
  orderId,
  differenceGrosze,
}: {
  orderId: string;
  differenceGrosze: number;
}) {
  const accept = useAcceptDifference(orderId);
  const form = useForm<AcceptDifferenceRequest>({
    resolver: zodResolver(acceptDifferenceRequestSchema),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : {};
        form.setError(fields.reason ? 'reason' : 'root', { message: fields.reason ?? serverMessage(error) });
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Przyjęcie różnicy" className="mt-4 space-y-3">
      <Field
        label={`Powód przyjęcia różnicy ${formatGrosze(differenceGrosze)}`}
        error={errors.reason?.message}
        hint="Np. prowizja banku nadawcy, różnica kursowa. Trafi do historii zamówienia."
        required
      >
        <Textarea rows={2} {...form.register('reason')} />
      </Field>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={accept.isPending}>
        {accept.isPending ? SENDING_LABEL.pl : `Przyjmij różnicę ${formatGrosze(differenceGrosze)}`}
      </Button>
    </form>
  );
}
