import { formatPln } from '@shared/money';
import { addDays, dayIn } from '@shared/calendar-day';
import type { OrderCreated, OrderRequest } from '@shared/contracts/order';
import {
  normalizeOrderId,
  ORDER_VALIDATION_PL,
  orderIdentityFields,
  resolveModuleCatalogue,
} from '@shared/validation/order-fields';
import { normalizeEuVatId } from '@shared/validation/countries';
import type { Language } from '@shared/language';
import { PricingError, currencyFor, quoteIn, type Currency } from '@shared/pricing/calculator';
import { PLANS, type ModuleCatalogue } from '@shared/pricing/catalogue';
import type { OrdersDeps } from './deps';
import { badRequest, invalidField, notFound } from '../../lib/http-errors';
import { randomInt } from 'node:crypto';
import { randomToken } from '../../lib/crypto';
import { formatProformaNumber, PAYMENT_TERM_DAYS } from './proforma/document';
import { createProformaService } from './proforma/proforma-service';
import { orderTransfer, TRANSFER_QR_CID, transferQrAttachment } from './transfer';
import type { LeadAttribution } from '../../db/schema/index';
import { createOrderRepository, type NewOrder } from './repository';
import { createLinkTokens } from '../../lib/link-tokens';

/**
 * How long a short-form order's confirmation can still give the invoice's buyer: well past the payment term,
 * so a club that pays late can still be invoiced by name.
 */
export const ORDER_BUYER_TOKEN_DAYS = 60;
export const ORDER_BUYER_LINK_INVALID = 'Nie można już uzupełnić danych tego zamówienia. Napisz do nas.';

/** "30 000,00 zł": the operator's notification groups the amounts as the back office does. */
const PLAN_NAMES: Record<string, string> = Object.fromEntries(
  Object.values(PLANS).map((plan) => [plan.id, plan.name.pl]),
);

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

  /** The contract has refused ids no single catalogue holds, so a full order always resolves to one. */
  function catalogueOf(order: OrderRequest): ModuleCatalogue {
    const catalogue = resolveModuleCatalogue(order.moduleCatalogue, order.selectedModules);
    if (catalogue === null) throw invalidField('selectedModules', ORDER_VALIDATION_PL.unknownModule);
    return catalogue;
  }

  function priced(order: OrderRequest, currency: Currency = 'PLN') {
    try {
      return quoteIn(
        currency,
        {
          catalogue: catalogueOf(order),
          plan: order.plan,
          period: order.paymentMode,
          modules: order.selectedModules,
        },
        config.eurRate,
      );
    } catch (error) {
      // The contract has checked plan, period and modules; this only guards a catalogue drifting from it.
      if (error instanceof PricingError) throw badRequest(error.message);
      throw error;
    }
  }

  function toRow(order: OrderRequest, language: Language, seenAt: Date): Omit<NewOrder, 'totalNetPln'> {
    const common = {
      noticeVersion: order.noticeVersion,
      termsVersion: order.termsVersion,
      noticeSeenAt: seenAt,
      name: order.name,
      email: order.email,
      phone: order.phone,
      clubName: order.clubName,
      memberCount: order.memberCount ?? null,
      plan: order.plan,
      paymentMode: order.paymentMode,
      language,
      country: order.country,
      euVatId: order.euVatId ? normalizeEuVatId(order.euVatId, order.country) : null,
    };
    const modules = {
      moduleCatalogue: catalogueOf(order),
      // A module listed twice is bought once.
      selectedModules: [...new Set(order.selectedModules)],
    };
    if (order.form === 'simple') return { ...common, form: 'simple', ...modules };
    // The contract has required the identity the country asks for: a PESEL in Poland, a document elsewhere
    // (a PESEL sent for a buyer abroad is not kept). NIP and REGON were refused outside Poland.
    const { pesel, identityDocument, ...adminUser } = order.adminUser;
    const identity = orderIdentityFields(order.country);
    const sealed = (value: string | undefined) => (value ? cipher.encrypt(value) : null);
    return {
      ...common,
      form: 'full',
      street: order.street,
      postalCode: order.postalCode,
      city: order.city,
      nip: normalizeOrderId(order.nip),
      regon: normalizeOrderId(order.regon),
      ...modules,
      authorizedPersons: order.authorizedPersons,
      adminUser,
      adminPeselEncrypted: identity.pesel ? sealed(pesel) : null,
      adminIdDocumentEncrypted: identity.identityDocument ? sealed(identityDocument) : null,
    };
  }

  /** How the payer pays: account, amount, title and (a złoty order) the banks' QR code. */
  const transferOf = (order: OrderRequest, language: Language, number: string) => {
    const shown = priced(order, currencyFor(language));
    return orderTransfer(config, {
      number,
      clubName: order.clubName,
      grossPln: priced(order).totalGross,
      shown: { currency: currencyFor(language), gross: shown.totalGross },
    });
  };

  /** The 201's figures: the stored net in PLN and the totals as the visitor's page shows them. */
  async function answer(
    id: string,
    order: OrderRequest,
    language: Language,
    proforma: { number: string; paymentDue: string },
    buyerToken: string | null,
  ): Promise<OrderCreated> {
    const shown = priced(order, currencyFor(language));
    return {
      id,
      buyerToken,
      ...proforma,
      transfer: await transferOf(order, language, proforma.number),
      plan: order.plan,
      paymentMode: order.paymentMode,
      selectedModules: [...new Set(order.selectedModules)],
      totalNet: priced(order).totalNet,
      shown: {
        currency: currencyFor(language),
        totalNet: shown.totalNet,
        vat: shown.vat,
        totalGross: shown.totalGross,
      },
    };
  }

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
      const row = toRow(order, language, seenAt);
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
          const transfer = await transferOf(order, language, proforma.number);
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
              proforma: { number: proforma.number, dueDate },
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
              proformas.attachment(proforma),
              ...(transfer.qr ? [await transferQrAttachment(transfer.qr.payload)] : []),
            ],
            related: { kind: 'orders', id },
          });
          // The essentials only: never the first administrator's PESEL or identity document.
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
      );
      return answer(created.id, order, language, issued!, buyerToken);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
