import { formatPln } from '@shared/money';
import type { OrderRequest, OrderTransfer } from '@shared/contracts/order';
import type { Language } from '@shared/language';
import { currencyFor, type Quote } from '@shared/pricing/calculator';
import { PLANS } from '@shared/pricing/catalogue';
import type { OrdersDeps } from './deps';
import type { Tx } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/index';
import { TRANSFER_QR_CID, transferQrAttachment } from './transfer';
import type { NewOrder } from './repository';

/** "30 000,00 zł": the operator's notification groups the amounts as the back office does. */
const PLAN_NAMES: Record<string, string> = Object.fromEntries(
  Object.values(PLANS).map((plan) => [plan.id, plan.name.pl]),
);

/** An order just stored, with its pro forma and transfer: what its e-mails say. */
export type PlacedOrder = {
  id: string;
  order: OrderRequest;
  language: Language;
  row: Omit<NewOrder, 'totalNetPln'>;
  modules: string[];
  /** In złoty, and as the visitor's page shows it. */
  price: Quote;
  shown: Quote;
  proforma: { number: string; dueDate: string; attachment: OutboxAttachment };
  transfer: OrderTransfer;
};

/** The e-mails of a placed order, enqueued in the order's transaction: stored with it, or not at all. */
export function createOrderPlacedMails({ mail }: Pick<OrdersDeps, 'mail'>) {
  return {
    /** The buyer's confirmation, with the pro forma and (a złoty order) the transfer's QR code attached. */
    async confirmation(tx: Tx, placed: PlacedOrder) {
      const { id, order, language, row, modules, price, shown, proforma, transfer } = placed;
      await mail.enqueue(tx, {
        template: 'order-confirmation',
        to: order.email,
        language,
        data: {
          orderId: id,
          name: order.name,
          email: order.email,
          phone: order.phone,
          clubName: order.clubName,
          plan: order.plan,
          period: order.paymentMode,
          modules,
          net: price.totalNet,
          vat: price.vat,
          gross: price.totalGross,
          shown: {
            currency: currencyFor(language),
            net: shown.totalNet,
            vat: shown.vat,
            gross: shown.totalGross,
          },
          company:
            order.form === 'full'
              ? {
                  street: row.street ?? null,
                  postalCode: row.postalCode ?? null,
                  city: row.city ?? null,
                  nip: row.nip ?? null,
                  regon: row.regon ?? null,
                }
              : null,
          proforma: { number: proforma.number, dueDate: proforma.dueDate },
          transfer: {
            account: transfer.account,
            amount: transfer.amount,
            currency: transfer.currency,
            title: transfer.title,
            recipient: transfer.recipient,
            qrCid: transfer.qr ? TRANSFER_QR_CID : null,
          },
        },
        attachments: [
          proforma.attachment,
          ...(transfer.qr ? [await transferQrAttachment(transfer.qr.payload)] : []),
        ],
        related: { kind: 'orders', id },
      });
    },

    /** The essentials only: never the first administrator's PESEL or identity document. */
    async notifyOperators(tx: Tx, { id, order, modules, price, proforma }: PlacedOrder) {
      await mail.notifyOperators(tx, {
        kind: 'orders',
        recordId: id,
        headline: `${order.clubName}, ${PLAN_NAMES[order.plan] ?? order.plan}`,
        fields: [
          { label: 'Klub', value: order.clubName },
          { label: 'Formularz', value: order.form === 'full' ? 'pełny' : 'skrócony' },
          { label: 'Pakiet', value: PLAN_NAMES[order.plan] ?? order.plan },
          { label: 'Płatność', value: order.paymentMode === 'yearly' ? 'roczna' : 'miesięczna' },
          { label: 'Moduły', value: modules.length ? modules.join(', ') : 'brak' },
          { label: 'Razem netto', value: formatPln(price.totalNet) },
          { label: 'Razem brutto', value: formatPln(price.totalGross) },
          { label: 'Pro forma', value: proforma.number },
          { label: 'Imię i nazwisko', value: order.name },
          { label: 'Email', value: order.email },
          { label: 'Telefon', value: order.phone },
        ],
      });
    },
  };
}
