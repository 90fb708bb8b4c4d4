import { formatPln } from '@shared/money';
import type { CorrectionDraft, InvoiceSummary, OrderRefundRequest } from '@shared/contracts/invoices';
import type { OrdersDeps } from './deps';
import { conflict, notFound } from '../../lib/http-errors';
import { amountInWordsPl } from './proforma/amount-in-words';
import { createOrderRepository, type OrderRow } from './repository';

/** Only a paid order has money to return. */
function refundable(order: OrderRow | null): asserts order is OrderRow {
  if (!order) throw notFound('Nie ma takiego zamówienia');
  if (!order.paidOn) throw conflict('Zamówienie nie jest opłacone: nie ma czego zwracać');
}

/** 'Zwrot i korekta': money returned on a paid order, and the correction of its VAT invoice that says so. */
export function createOrderRefunds({ db, clock, invoices }: Pick<OrdersDeps, 'db' | 'clock' | 'invoices'>) {
  const repository = createOrderRepository(db);

  return {
    /**
     * The correction a refund would issue, as a draft (nothing stored, no number taken): refused as the
     * refund itself would be.
     */
    async refundPreview(id: string, refund: OrderRefundRequest): Promise<CorrectionDraft> {
      refundable(await repository.findById(id));
      return invoices.previewCorrection(id, { ...refund, amountInWords: amountInWordsPl });
    },

    /** The same draft as its PDF, marked 'PROJEKT'. */
    async refundPreviewPdf(
      id: string,
      refund: OrderRefundRequest,
    ): Promise<{ filename: string; pdf: Buffer }> {
      refundable(await repository.findById(id));
      return invoices.previewCorrectionPdf(id, { ...refund, amountInWords: amountInWordsPl });
    },

    /**
     * A refund of a paid order, whole or partial: the history records it and the correction of its VAT
     * invoice (FK/) is issued and e-mailed in the same transaction.
     */
    async refund(id: string, refund: OrderRefundRequest, changedBy: string): Promise<InvoiceSummary> {
      return repository.withLockedOrder(id, async (tx, order) => {
        refundable(order);
        const correction = await invoices.issueCorrection(tx, id, {
          ...refund,
          amountInWords: amountInWordsPl,
        });
        await repository.addHistory(tx, {
          id,
          fromStatus: order.status,
          toStatus: order.status,
          note: `Zwrot: ${formatPln(refund.amount)} (${refund.reason}), korekta ${correction.number}`,
          changedBy,
          at: clock.now(),
        });
        return correction;
      });
    },
  };
}
