import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  correctionDraftPdfUrl,
  orderRefundRequestSchema,
  type CorrectionDraft,
  type OrderRefundRequest,
} from '@shared/contracts/invoices';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { formatPrice } from '@web/i18n/format';
import { ApiRequestError, apiDownload, serverMessage } from '@web/lib/api';
import { useRefund, useRefundPreview } from './api';
import { CorrectionDraftView } from './correction-draft';

type RefundFormProps = { orderId: string; refundablePln: number };

/** The draft on screen and exactly what it was made from: what 'Wystaw i wyślij korektę' sends. */
type Drafted = { values: OrderRefundRequest; draft: CorrectionDraft };

/**
 * 'Zwrot i korekta' of a paid order in two steps: the amount returned (all or part of what is still
 * invoiced) and why, then the correction's draft (each line before, after and the difference; its PDF
 * marked 'PROJEKT'), and only then the correction (FK/…) issued and e-mailed. The server refuses more than
 * the invoices still hold, in the draft and again when issuing.
 */
export function RefundForm({ orderId, refundablePln }: RefundFormProps) {
  const [open, setOpen] = useState(false);
  const [drafted, setDrafted] = useState<Drafted | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pdfPending, setPdfPending] = useState(false);
  const preview = useRefundPreview(orderId);
  const refund = useRefund(orderId);
  const form = useForm<OrderRefundRequest>({
    resolver: zodResolver(orderRefundRequestSchema),
    defaultValues: { amount: refundablePln, reason: '' },
  });
  const { errors } = form.formState;

  /** The server's refusal on the field it names (back in the form), else the form's own message. */
  const refused = (error: Error) => {
    const fields = error instanceof ApiRequestError ? error.fields : {};
    if (fields.amount || fields.reason) setDrafted(null);
    if (fields.amount) form.setError('amount', { message: fields.amount });
    if (fields.reason) form.setError('reason', { message: fields.reason });
    return fields.amount || fields.reason ? null : serverMessage(error);
  };

  const onPreview = form.handleSubmit((values) =>
    preview.mutate(values, {
      onSuccess: (draft) => {
        setFailure(null);
        setDrafted({ values, draft });
      },
      onError: (error) => {
        const message = refused(error);
        if (message) form.setError('root', { message });
      },
    }),
  );

  const close = () => {
    setOpen(false);
    setDrafted(null);
    setFailure(null);
    form.reset({ amount: refundablePln, reason: '' });
  };

  const send = (values: OrderRefundRequest) =>
    refund.mutate(values, { onSuccess: close, onError: (error) => setFailure(refused(error)) });

  const downloadPdf = async (values: OrderRefundRequest) => {
    setPdfPending(true);
    try {
      await apiDownload(correctionDraftPdfUrl(orderId), values);
    } catch (error) {
      setFailure(refused(error as Error));
    } finally {
      setPdfPending(false);
    }
  };

  if (!open)
    return (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Zwrot i korekta
      </Button>
    );

  if (drafted)
    return (
      <section aria-label="Projekt korekty" className="mt-3 space-y-3">
        <h4 className="text-sm font-semibold text-slate-900">
          Projekt korekty: zwrot {formatPrice(drafted.values.amount, 'pl', 1)}
        </h4>
        <CorrectionDraftView draft={drafted.draft} />
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={refund.isPending} onClick={() => send(drafted.values)}>
            {refund.isPending ? SENDING_LABEL.pl : 'Wystaw i wyślij korektę'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={pdfPending}
            onClick={() => void downloadPdf(drafted.values)}
          >
            Podgląd PDF
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setFailure(null);
              setDrafted(null);
            }}
          >
            Wróć do edycji
          </Button>
        </div>
      </section>
    );

  return (
    <form noValidate onSubmit={onPreview} aria-label="Zwrot i korekta" className="mt-3 space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? SENDING_LABEL.pl : 'Podgląd korekty'}
        </Button>
        <Button type="button" variant="outline" onClick={close}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}
