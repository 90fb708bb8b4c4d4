import {
  DEFAULT_MODULE_CATALOGUE,
  normalizeOrderId,
  resolveModuleCatalogue,
  type OrderCreated,
  ORDER_VALIDATION_PL,
  type OrderRequest,
} from '@shared/contracts/order';
import type { ModuleCatalogue } from '@shared/pricing/catalogue';
import type { Language } from '@shared/language';
import { PricingError, quote } from '@shared/pricing/calculator';
import type { Database } from '../../db/client';
import type { Cipher } from '../../lib/crypto';
import { badRequest, invalidField } from '../../lib/http-errors';
import { createOrderRepository, type NewOrder } from './repository';

/**
 * Placing an order (SPEC §3, §7; DESIGN §7.3–4). The request is already valid against the contract; here
 * the order is priced from the catalogue — the client's total is never taken — and the first
 * administrator's PESEL is sealed before it reaches the database.
 */
export function createOrderService(db: Database, cipher: Cipher) {
  const repository = createOrderRepository(db);

  /** The contract has refused ids no single catalogue holds, so a full order always resolves to one. */
  function catalogueOf(order: OrderRequest): ModuleCatalogue {
    if (order.form === 'simple') return DEFAULT_MODULE_CATALOGUE;
    const catalogue = resolveModuleCatalogue(order.moduleCatalogue, order.selectedModules);
    if (catalogue === null) throw invalidField('selectedModules', ORDER_VALIDATION_PL.unknownModule);
    return catalogue;
  }

  function totalNet(order: OrderRequest): number {
    try {
      return quote({
        catalogue: catalogueOf(order),
        plan: order.plan,
        period: order.paymentMode,
        modules: order.form === 'full' ? order.selectedModules : [],
      }).totalNet;
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
    };
    if (order.form === 'simple') {
      return { ...common, form: 'simple', moduleCatalogue: DEFAULT_MODULE_CATALOGUE, selectedModules: [] };
    }
    const { pesel, ...adminUser } = order.adminUser;
    return {
      ...common,
      form: 'full',
      street: order.street,
      postalCode: order.postalCode,
      city: order.city,
      nip: normalizeOrderId(order.nip),
      regon: normalizeOrderId(order.regon),
      moduleCatalogue: catalogueOf(order),
      // A module listed twice is bought once.
      selectedModules: [...new Set(order.selectedModules)],
      authorizedPersons: order.authorizedPersons,
      adminUser,
      adminPeselEncrypted: cipher.encrypt(pesel),
    };
  }

  return {
    price: totalNet,

    /** `seenAt`: when the visitor saw the notice and accepted the terms, i.e. sent the form. */
    async placeOrder(order: OrderRequest, language: Language, seenAt: Date): Promise<OrderCreated> {
      const totalNetPln = totalNet(order);
      const created = await repository.insertOrder({ ...toRow(order, language, seenAt), totalNetPln });
      return { id: created.id, totalNet: created.totalNetPln };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
