import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { createOrderBuyerSchemas, type OrderBuyer, type OrderBuyerInput } from '@shared/contracts/order';
import { DEFAULT_COUNTRY } from '@shared/validation/countries';
import { BuyerFields, type BuyerForm } from '@web/components/buyer/buyer-fields';
import { Button } from '@web/components/ui/button';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { useLanguage } from '@web/i18n/language';
import { ApiRequestError, apiRequest, inPageLanguage, PUBLIC_WRITE_TIMEOUT_MS } from '@web/lib/api';
import type { OrderingMessages } from './messages';
import { localizeServerMessage, ORDER_VALIDATION } from './validation-messages';

type Props = { orderId: string; token: string; t: OrderingMessages };

/**
 * On a short-form order's confirmation: the invoice's buyer (the club's address and NIP), which the short
 * form did not ask for. Saved with the order's buyer token; the operator is asked for it otherwise.
 */
export function BuyerDetails({ orderId, token, t }: Props) {
  const { language } = useLanguage();
  const schema = useMemo(
    () => z.object({ buyer: createOrderBuyerSchemas(ORDER_VALIDATION[language]).buyer }),
    [language],
  );
  const [saved, setSaved] = useState(false);
  const form = useForm<{ buyer: OrderBuyerInput }, unknown, { buyer: OrderBuyer }>({
    resolver: zodResolver(schema),
    defaultValues: {
      buyer: {
        street: '',
        postalCode: '',
        city: '',
        country: DEFAULT_COUNTRY,
        nip: '',
        euVatId: '',
        withoutNip: false,
      },
    },
  });
  const save = useMutation({
    mutationFn: (buyer: OrderBuyer) =>
      apiRequest<{ invoiceIssued: boolean }>(
        'POST',
        inPageLanguage(`/api/order/${orderId}/buyer`, language),
        { ...buyer, token },
        { timeoutMs: PUBLIC_WRITE_TIMEOUT_MS },
      ),
  });
  const onSubmit = form.handleSubmit(({ buyer }) =>
    save.mutate(buyer, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
        for (const [field, message] of fields) {
          form.setError(`buyer.${field}` as 'buyer', { message: localizeServerMessage(message, language) });
        }
        if (!fields.length) form.setError('root', { message: t.buyerSaveFailed });
      },
    }),
  );
  const rootError = form.formState.errors.root?.message;

  return (
    <section aria-labelledby="order-buyer-title" className="rounded-xl p-4 ring-1 ring-slate-200">
      <h4 id="order-buyer-title" className="text-base font-semibold text-slate-900">
        {t.buyerTitle}
      </h4>
      {saved ? (
        <p role="status" className="mt-2 text-sm text-green-800" data-testid="order-buyer-saved">
          {t.buyerSaved}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="order-buyer-title" className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">{t.buyerIntro}</p>
          <BuyerFields
            form={form as BuyerForm}
            labels={{
              street: t.street,
              postalCode: t.postalCode,
              city: t.city,
              country: t.country,
              nip: t.nip,
              euVatId: t.euVatId,
              withoutNip: t.buyerWithoutNip,
              optional: t.optional,
            }}
            language={language}
            idPrefix="confirmation-buyer"
          />
          {rootError && (
            <p role="alert" className="text-sm text-red-700">
              {rootError}
            </p>
          )}
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {save.isPending ? SENDING_LABEL[language] : t.buyerSave}
          </Button>
        </form>
      )}
    </section>
  );
}
