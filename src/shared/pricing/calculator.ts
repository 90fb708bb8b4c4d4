import {
  BUNDLES,
  DEFAULT_EUR_RATE,
  LANDING_MODULE_MONTHLY_PRICES,
  PLAN_IDS,
  PLANS,
  PRICING_PAGE_MODULE_IDS,
  PRICING_PAGE_MODULE_MONTHLY_PRICE,
  VAT_RATE,
  YEARLY_DISCOUNT,
  type BillingPeriod,
  type BundleId,
  type ModuleCatalogue,
  type PlanId,
} from './catalogue';

/**
 * Pure price arithmetic over the catalogue. Amounts go in and come out in PLN, but every sum is done in
 * whole grosze so that 0.1 + 0.2-style float errors can never reach an invoice or a stored order total.
 */

/** Base class of the pricing errors, so the server can answer any of them with 400. */
export class PricingError extends Error {
  override name = 'PricingError';
}

export class UnknownPlanError extends PricingError {
  override name = 'UnknownPlanError';
  readonly plan: string;
  constructor(plan: string) {
    super(`Unknown plan: ${plan}`);
    this.plan = plan;
  }
}

export class UnknownModuleError extends PricingError {
  override name = 'UnknownModuleError';
  readonly catalogue: ModuleCatalogue;
  readonly moduleId: string;
  constructor(catalogue: ModuleCatalogue, moduleId: string) {
    super(`Unknown module for the ${catalogue} catalogue: ${moduleId}`);
    this.catalogue = catalogue;
    this.moduleId = moduleId;
  }
}

export type PriceRange = { min: number; max: number };

export type Quote = {
  /** Net price of the plan for the chosen period. */
  planPrice: number;
  /** Net price of the selected modules (each counted once) for the chosen plan and period. */
  modulesPrice: number;
  totalNet: number;
  vat: number;
  totalGross: number;
  /** Twelve monthly payments for the same selection: what yearly billing is compared against. */
  yearlyOriginal: number;
  /** yearlyOriginal minus the yearly net total of the same selection, whatever period was chosen. */
  yearlySaving: number;
};

export type QuoteInput = {
  catalogue: ModuleCatalogue;
  plan: PlanId;
  period: BillingPeriod;
  modules: readonly string[];
};

const toGrosze = (pln: number): number => Math.round(pln * 100);
const toPln = (grosze: number): number => grosze / 100;

// Integer percentages keep the products below exact integers (12 × 70% of 7000 gr = 58 800 gr).
const KEPT_PERCENT_YEARLY = 100 - Math.round(YEARLY_DISCOUNT * 100);
const VAT_PERCENT = Math.round(VAT_RATE * 100);

function periodGrosze(monthlyPln: number, period: BillingPeriod): number {
  const monthly = toGrosze(monthlyPln);
  if (period === 'monthly') return monthly;
  if (period === 'yearly') return Math.round((monthly * 12 * KEPT_PERCENT_YEARLY) / 100);
  throw new PricingError(`Unknown billing period: ${String(period)}`);
}

// Callers include the server with decoded request bodies, so ids are checked at run time too.
const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

function assertPlan(plan: PlanId): void {
  if (!hasOwn(PLANS, plan)) throw new UnknownPlanError(plan);
}

function planMonthly(plan: PlanId): number {
  assertPlan(plan);
  return PLANS[plan].monthlyPricePln;
}

function moduleMonthly(catalogue: ModuleCatalogue, moduleId: string, plan: PlanId): number {
  assertPlan(plan);
  if (catalogue === 'landing') {
    if (!hasOwn(LANDING_MODULE_MONTHLY_PRICES, moduleId)) throw new UnknownModuleError(catalogue, moduleId);
    return LANDING_MODULE_MONTHLY_PRICES[moduleId as keyof typeof LANDING_MODULE_MONTHLY_PRICES][plan];
  }
  if (catalogue === 'pricing-page') {
    if (!(PRICING_PAGE_MODULE_IDS as readonly string[]).includes(moduleId)) {
      throw new UnknownModuleError(catalogue, moduleId);
    }
    return PRICING_PAGE_MODULE_MONTHLY_PRICE[plan];
  }
  throw new PricingError(`Unknown module catalogue: ${String(catalogue)}`);
}

export function planPrice(plan: PlanId, period: BillingPeriod): number {
  return toPln(periodGrosze(planMonthly(plan), period));
}

export function modulePrice(
  catalogue: ModuleCatalogue,
  moduleId: string,
  plan: PlanId,
  period: BillingPeriod,
): number {
  return toPln(periodGrosze(moduleMonthly(catalogue, moduleId, plan), period));
}

/** What a module card shows while no plan is selected (product §4): the cheapest and dearest club size. */
export function modulePriceRange(
  catalogue: ModuleCatalogue,
  moduleId: string,
  period: BillingPeriod,
): PriceRange {
  const prices = PLAN_IDS.map((plan) => modulePrice(catalogue, moduleId, plan, period));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

function selectionGrosze(input: QuoteInput, period: BillingPeriod): { plan: number; modules: number } {
  const modules = [...new Set(input.modules)].reduce(
    (sum, id) => sum + periodGrosze(moduleMonthly(input.catalogue, id, input.plan), period),
    0,
  );
  return { plan: periodGrosze(planMonthly(input.plan), period), modules };
}

/** Total cost = plan plus the selected modules at the same club size and period (product §9), with VAT. */
export function quote(input: QuoteInput): Quote {
  const chosen = selectionGrosze(input, input.period);
  const monthly = selectionGrosze(input, 'monthly');
  const yearly = selectionGrosze(input, 'yearly');

  const net = chosen.plan + chosen.modules;
  const vat = Math.round((net * VAT_PERCENT) / 100);
  const yearlyOriginal = (monthly.plan + monthly.modules) * 12;

  return {
    planPrice: toPln(chosen.plan),
    modulesPrice: toPln(chosen.modules),
    totalNet: toPln(net),
    vat: toPln(vat),
    totalGross: toPln(net + vat),
    yearlyOriginal: toPln(yearlyOriginal),
    yearlySaving: toPln(yearlyOriginal - (yearly.plan + yearly.modules)),
  };
}

/** The sample configurations of /cennik are priced like any other selection on that page. */
export function bundleQuote(bundleId: BundleId, period: BillingPeriod): Quote {
  if (!hasOwn(BUNDLES, bundleId)) throw new PricingError(`Unknown bundle: ${bundleId}`);
  const bundle = BUNDLES[bundleId];
  return quote({ catalogue: 'pricing-page', plan: bundle.plan, period, modules: bundle.modules });
}

/**
 * English display price (product §9): PLN divided by the configured rate, rounded to whole euros.
 * `fractionDigits` exists for the per-message fees, which would otherwise all show as 0 €.
 */
export function toEuro(pln: number, rate: number = DEFAULT_EUR_RATE, fractionDigits = 0): number {
  if (!(Number.isFinite(rate) && rate > 0)) throw new RangeError(`Invalid EUR rate: ${rate}`);
  const scale = 10 ** fractionDigits;
  return Math.round((pln / rate) * scale) / scale;
}

export type Currency = 'PLN' | 'EUR';

/** The currency a visitor sees prices in: złoty on the Polish site, euro on the English one (product §9). */
export const currencyFor = (language: 'pl' | 'en'): Currency => (language === 'en' ? 'EUR' : 'PLN');

/**
 * The one euro rule (docs/decisions/0006-euro-rounding.md): every item (a plan or a module for a period) is
 * its PLN price converted and rounded to whole euros, exactly as its card shows it; every euro total is the
 * sum of those whole-euro items, and VAT is 23% of that net to the cent. So a card's €37 is the checkout's
 * €37, and a summary always adds up. The contract stays priced in PLN; euros are what the visitor is shown.
 */
export function quoteIn(currency: Currency, input: QuoteInput, rate: number = DEFAULT_EUR_RATE): Quote {
  if (currency === 'PLN') return quote(input);
  const euroCents = (grosze: number) => Math.round(toEuro(toPln(grosze), rate)) * 100;
  const items = (period: BillingPeriod) => {
    const modules = [...new Set(input.modules)].reduce(
      (sum, id) => sum + euroCents(periodGrosze(moduleMonthly(input.catalogue, id, input.plan), period)),
      0,
    );
    return { plan: euroCents(periodGrosze(planMonthly(input.plan), period)), modules };
  };
  const chosen = items(input.period);
  const monthly = items('monthly');
  const yearly = items('yearly');
  const net = chosen.plan + chosen.modules;
  const vat = Math.round((net * VAT_PERCENT) / 100);
  // Twelve of the monthly figures the visitor sees, so "instead of" is 12 × the card's monthly price.
  const yearlyOriginal = (monthly.plan + monthly.modules) * 12;
  return {
    planPrice: toPln(chosen.plan),
    modulesPrice: toPln(chosen.modules),
    totalNet: toPln(net),
    vat: toPln(vat),
    totalGross: toPln(net + vat),
    yearlyOriginal: toPln(yearlyOriginal),
    yearlySaving: toPln(yearlyOriginal - (yearly.plan + yearly.modules)),
  };
}

/** bundleQuote in the visitor's currency. */
export function bundleQuoteIn(currency: Currency, bundleId: BundleId, period: BillingPeriod, rate?: number) {
  if (!hasOwn(BUNDLES, bundleId)) throw new PricingError(`Unknown bundle: ${bundleId}`);
  const bundle = BUNDLES[bundleId];
  return quoteIn(
    currency,
    { catalogue: 'pricing-page', plan: bundle.plan, period, modules: bundle.modules },
    rate,
  );
}
