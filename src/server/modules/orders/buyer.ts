import type { OrderBuyer } from '@shared/contracts/order';
import { normalizeEuVatId } from '@shared/validation/countries';
import { normalizeOrderId } from '@shared/validation/order-fields';
import type { Tx } from '../../db/client';
import type { OrderRepository, OrderRow } from './repository';

/**
 * An invoice names its buyer with an address (and a Polish buyer with its NIP, unless it has none). A
 * short-form order carries only the club's name and an e-mail, so its invoice waits until the buyer is given:
 * by the operator (with the payment, or on the order afterwards) or by the visitor on the order's confirmation.
 */
export const hasInvoiceBuyer = (order: Pick<OrderRow, 'street' | 'postalCode' | 'city'>): boolean =>
  Boolean(order.street && order.postalCode && order.city);

/** Why the invoice of a paid order without a buyer waits: shown on the order and in 'Faktury'. */
export const BUYER_MISSING_MESSAGE =
  'Brak danych nabywcy: uzupełnij w zamówieniu adres klubu i NIP (albo potwierdź, że klub nie ma NIP).';

/** The buyer as the history writes it: 'ul. Długa 1, 00-001 Warszawa, PL, NIP 5260250274'. */
function describe(buyer: OrderBuyer): string {
  const id = buyer.nip?.trim()
    ? `NIP ${normalizeOrderId(buyer.nip)}`
    : buyer.euVatId?.trim()
      ? `VAT UE ${buyer.euVatId.trim()}`
      : buyer.country === 'PL' && buyer.withoutNip
        ? 'bez NIP (potwierdzone)'
        : 'bez numeru identyfikacyjnego';
  return `${buyer.street}, ${buyer.postalCode} ${buyer.city}, ${buyer.country}, ${id}`;
}

/** The order's columns the buyer sets. */
const buyerColumns = (buyer: OrderBuyer) => ({
  street: buyer.street,
  postalCode: buyer.postalCode,
  city: buyer.city,
  country: buyer.country,
  nip: normalizeOrderId(buyer.nip),
  euVatId: buyer.euVatId?.trim() ? normalizeEuVatId(buyer.euVatId, buyer.country) : null,
});

/** The order as it will be once the buyer is stored (its invoice checked before the transaction opens). */
export const withBuyer = (order: OrderRow, buyer: OrderBuyer): OrderRow => ({
  ...order,
  ...buyerColumns(buyer),
});

/** Stores the buyer on the locked order and writes who gave it into the order's history; the updated row. */
export async function applyBuyer(
  tx: Tx,
  repository: OrderRepository,
  order: OrderRow,
  buyer: OrderBuyer,
  changedBy: string,
  at: Date,
): Promise<OrderRow> {
  const row = await repository.updateBuyer(tx, order.id, buyerColumns(buyer));
  await repository.addHistory(tx, {
    id: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    note: `Dane nabywcy do faktury: ${describe(buyer)}`,
    changedBy,
    at,
  });
  return row;
}
