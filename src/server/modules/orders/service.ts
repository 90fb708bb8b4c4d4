import type { OrderCreated, OrderRequest } from '@shared/contracts/order';
import {
  normalizeOrderId,
  ORDER_VALIDATION_PL,
  resolveModuleCatalogue,
} from '@shared/validation/order-fields';
import type { Language } from '@shared/language';
import { PricingError, currencyFor, quoteIn, type Currency } from '@shared/pricing/calculator';
import { PLANS, type ModuleCatalogue } from '@shared/pricing/catalogue';
import type { Database } from '../../db/client';
import type { MailService } from '../../mail/mail-service';
import type { Cipher } from '../../lib/crypto';
import { badRequest, invalidField } from '../../lib/http-errors';
import { createOrderRepository, type NewOrder } from './repository';

const PLAN_NAMES: Record<string, string> = Object.fromEntries(
  Object.values(PLANS).map((plan) => [plan.id, plan.name.pl]),
);

/**
 * Placing an order (SPEC §3, §7; DESIGN §7.3–4). The request is already valid against the contract; here
 * the order is priced from the catalogue — the client's total is never taken — and the first
 * administrator's PESEL is sealed before it reaches the database.
 */
export function createOrderService(db: Database, cipher: Cipher, mail: MailService, eurRate?: number) {
  const repository = createOrderRepository(db);

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
        eurRate,
      );
    } catch (error) {
      // The contract has checked plan, period and modules; this only guards a catalogue drifting from it.
      if (error instanceof PricingError) throw badRequest(error.message);
      throw error;
    }
  }

  function toRow(order: OrderRequest, language: Language): Omit<NewOrder, 'totalNetPln'> {
    const common = {
      name: order.name,
      email: order.email,
      phone: order.phone,
      clubName: order.clubName,
      memberCount: order.memberCount ?? null,
      plan: order.plan,
      paymentMode: order.paymentMode,
      language,
    };
    const modules = {
      moduleCatalogue: catalogueOf(order),
      // A module listed twice is bought once.
      selectedModules: [...new Set(order.selectedModules)],
    };
    if (order.form === 'simple') return { ...common, form: 'simple', ...modules };
    const { pesel, ...adminUser } = order.adminUser;
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
      adminPeselEncrypted: cipher.encrypt(pesel),
    };
  }

  return {
    async placeOrder(order: OrderRequest, language: Language): Promise<OrderCreated> {
      const price = priced(order);
      const shown = priced(order, currencyFor(language));
      const row = toRow(order, language);
      const created = await repository.insertOrder(
        { ...row, totalNetPln: price.totalNet },
        async (tx, { id }) => {
          const modules = row.selectedModules ?? [];
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
            },
            related: { kind: 'orders', id },
          });
          // The essentials only: never the first administrator's PESEL.
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
              { label: 'Razem netto', value: `${price.totalNet.toFixed(2)} zł` },
              { label: 'Razem brutto', value: `${price.totalGross.toFixed(2)} zł` },
              { label: 'Imię i nazwisko', value: order.name },
              { label: 'Email', value: order.email },
              { label: 'Telefon', value: order.phone },
            ],
          });
        },
      );
      return {
        id: created.id,
        totalNet: created.totalNetPln,
        shown: {
          currency: currencyFor(language),
          totalNet: shown.totalNet,
          vat: shown.vat,
          totalGross: shown.totalGross,
        },
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
