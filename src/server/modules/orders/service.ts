import { addDays, dayIn } from '@shared/calendar-day';
import type { OrderCreated, OrderRequest } from '@shared/contracts/order';
import type { Language } from '@shared/language';
import { currencyFor } from '@shared/pricing/calculator';
import type { OrdersDeps } from './deps';
import { notFound } from '../../lib/http-errors';
import { randomInt } from 'node:crypto';
import { randomToken } from '../../lib/crypto';
import { formatProformaNumber, PAYMENT_TERM_DAYS } from './proforma/document';
import { createProformaService } from './proforma/proforma-service';
import type { LeadAttribution } from '../../db/schema/index';
import { createOrderRepository } from './repository';
import { createLinkTokens } from '../../lib/link-tokens';
import { createOrderPricing } from './order-pricing';
import { orderRowOf } from './order-row';
import { createOrderPlacedMails, type PlacedOrder } from './order-placed-mails';

/**
 * How long a short-form order's confirmation can still give the invoice's buyer: well past the payment term,
 * so a club that pays late can still be invoiced by name.
 */
export const ORDER_BUYER_TOKEN_DAYS = 60;
export const ORDER_BUYER_LINK_INVALID = 'Nie można już uzupełnić danych tego zamówienia. Napisz do nas.';

/**
 * Placing an order (product §3, §5, §7). The request is already valid against the contract; here
 * the order is priced from the catalogue — the client's total is never taken — and the first
 * administrator's PESEL (or identity document) is sealed before it reaches the database.
 */
export function createOrderService({
  db,
  cipher,
  mail,
  config,
  clock,
}: Pick<OrdersDeps, 'db' | 'cipher' | 'mail' | 'config' | 'clock'>) {
  const repository = createOrderRepository(db);
  const proformas = createProformaService({ config, clock, repository });
  const links = createLinkTokens(db);
  const { priced, transferOf, answer } = createOrderPricing({ config });
  const placedMails = createOrderPlacedMails({ mail });

  return {
    /** What a real order would answer, for a refused bot: priced alike, nothing stored. */
    decoyAnswer: (id: string, order: OrderRequest, language: Language) => {
      // A number of this month's shape, never issued: the answer must not tell a bot it was caught.
      const today = dayIn(clock.now(), config.businessTimeZone);
      const number = formatProformaNumber(today.slice(0, 7), randomInt(1, 10_000));
      // A short-form order's key has a real token's shape too.
      const buyerToken = order.form === 'simple' ? randomToken(32) : null;
      return answer(
        id,
        order,
        language,
        { number, paymentDue: addDays(today, PAYMENT_TERM_DAYS) },
        buyerToken,
      );
    },

    /** The buyer token of the order's confirmation: valid and this order's, or 404 (nothing told apart). */
    async checkBuyerToken(orderId: string, token: string): Promise<void> {
      const link = await links.resolve('order-buyer', token, clock.now());
      if (link?.subjectId !== orderId) throw notFound(ORDER_BUYER_LINK_INVALID);
    },

    async placeOrder(
      order: OrderRequest,
      language: Language,
      attribution: LeadAttribution,
    ): Promise<OrderCreated> {
      // When the visitor saw the notice and accepted the terms, i.e. sent the form.
      const seenAt = clock.now();
      const price = priced(order);
      const shown = priced(order, currencyFor(language));
      const row = orderRowOf(order, language, seenAt, cipher);
      let issued: { number: string; paymentDue: string } | undefined;
      let buyerToken: string | null = null;
      const created = await repository.insertOrder(
        { ...row, ...attribution, totalNetPln: price.totalNet },
        async (tx, { id }) => {
          const modules = row.selectedModules ?? [];
          // Issued with the order: a number is used only if the order is stored (product §2, pay before access).
          const proforma = await proformas.issue(tx, {
            id,
            language,
            clubName: row.clubName,
            name: row.name,
            email: row.email,
            street: row.street ?? null,
            postalCode: row.postalCode ?? null,
            city: row.city ?? null,
            nip: row.nip ?? null,
            plan: row.plan,
            paymentMode: row.paymentMode,
            moduleCatalogue: row.moduleCatalogue,
            selectedModules: modules,
          });
          const dueDate = addDays(dayIn(proforma.issuedAt, config.businessTimeZone), PAYMENT_TERM_DAYS);
          issued = { number: proforma.number, paymentDue: dueDate };
          if (order.form === 'simple') {
            const expires = new Date(seenAt.getTime() + ORDER_BUYER_TOKEN_DAYS * 24 * 60 * 60 * 1000);
            buyerToken = await links.issue('order-buyer', id, expires, tx);
          }
          const placed: PlacedOrder = {
            id,
            order,
            language,
            row,
            modules,
            price,
            shown,
            proforma: { number: proforma.number, dueDate, attachment: proformas.attachment(proforma) },
            transfer: await transferOf(order, language, proforma.number),
          };
          await placedMails.confirmation(tx, placed);
          await placedMails.notifyOperators(tx, placed);
        },
      );
      return answer(created.id, order, language, issued!, buyerToken);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
