import type { OrderCreated, OrderRequest } from '@shared/contracts/order';
import { ORDER_VALIDATION_PL, resolveModuleCatalogue } from '@shared/validation/order-fields';
import type { Language } from '@shared/language';
import { PricingError, currencyFor, quoteIn, type Currency } from '@shared/pricing/calculator';
import type { ModuleCatalogue } from '@shared/pricing/catalogue';
import type { OrdersDeps } from './deps';
import { badRequest, invalidField } from '../../lib/http-errors';
import { orderTransfer } from './transfer';

/** The contract has refused ids no single catalogue holds, so a full order always resolves to one. */
export function catalogueOf(order: OrderRequest): ModuleCatalogue {
  const catalogue = resolveModuleCatalogue(order.moduleCatalogue, order.selectedModules);
  if (catalogue === null) throw invalidField('selectedModules', ORDER_VALIDATION_PL.unknownModule);
  return catalogue;
}

/**
 * An order priced from the catalogue (the client's total is never taken), in złoty or in the currency its
 * page shows, and the transfer that pays it.
 */
export function createOrderPricing({ config }: Pick<OrdersDeps, 'config'>) {
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

  return { priced, transferOf, answer };
}
