import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { orderBuyerSchema, type OrderBuyerInput } from '@shared/contracts/order';
import { BuyerFields, type BuyerFieldLabels, type BuyerForm } from '@web/components/buyer/buyer-fields';
import { Button } from '@web/components/ui/button';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { ApiRequestError, serverMessage } from '@web/lib/api';
import { useGiveBuyer } from './api';

export const ADMIN_BUYER_LABELS: BuyerFieldLabels = {
  street: 'Ulica i numer',
  postalCode: 'Kod pocztowy',
  city: 'Miejscowość',
  country: 'Kraj',
  nip: 'NIP',
  euVatId: 'Numer VAT UE',
  withoutNip: 'Klub nie ma numeru NIP (faktura bez NIP nabywcy)',
  optional: '(opcjonalnie)',
};

export const EMPTY_BUYER: OrderBuyerInput = {
  street: '',
  postalCode: '',
  city: '',
  country: 'PL',
  nip: '',
  euVatId: '',
  withoutNip: false,
};

const buyerFormSchema = z.object({ buyer: orderBuyerSchema });

/**
 * 'Dane nabywcy': a paid short-form order whose invoice waits for its buyer. Saving issues the invoice at once
 * (the server does, in the same transaction).
 */
export function GiveBuyerForm({ orderId, paid }: { orderId: string; paid: boolean }) {
  const give = useGiveBuyer(orderId);
  const form = useForm<{ buyer: OrderBuyerInput }, unknown, z.output<typeof buyerFormSchema>>({
    resolver: zodResolver(buyerFormSchema),
    defaultValues: { buyer: EMPTY_BUYER },
  });
  const rootError = form.formState.errors.root?.message;
  const onSubmit = form.handleSubmit(({ buyer }) =>
    give.mutate(buyer, {
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
        for (const [field, message] of fields) form.setError(`buyer.${field}` as 'buyer', { message });
        if (!fields.length) form.setError('root', { message: serverMessage(error) });
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Dane nabywcy" className="mt-3 space-y-3">
      <p className="text-sm text-amber-900">
        {paid
          ? 'Faktura VAT czeka na dane nabywcy: zamówienie złożono w formularzu skróconym (nazwa klubu i e-mail). Podaj adres i NIP klubu albo potwierdź, że klub nie ma NIP; faktura zostanie wystawiona od razu.'
          : 'Zamówienie złożono w formularzu skróconym (nazwa klubu i e-mail): faktura VAT wymaga adresu i NIP klubu. Podaj je tutaj albo przy księgowaniu wpłaty.'}
      </p>
      <BuyerFields
        form={form as BuyerForm}
        labels={ADMIN_BUYER_LABELS}
        language="pl"
        idPrefix="order-buyer"
      />
      {rootError && (
        <p role="alert" className="text-sm text-red-700">
          {rootError}
        </p>
      )}
      <Button type="submit" disabled={give.isPending}>
        {give.isPending
          ? SENDING_LABEL.pl
          : paid
            ? 'Zapisz dane nabywcy i wystaw fakturę'
            : 'Zapisz dane nabywcy'}
      </Button>
    </form>
  );
}
