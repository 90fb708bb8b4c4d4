/**
 * The one price catalogue (product §9). It holds the figures docs/product.md states as inputs: monthly net
 * prices in PLN, the yearly discount, VAT, message fees and the bundles' composition. Everything derived
 * from them (yearly prices, originals, savings, bundle totals) is computed in `calculator.ts`, so a price
 * changed here changes everywhere; the tests pin the results to the product's tables.
 *
 * The modules' names (pl/en, by these ids) are in `module-names.ts`, read by the public pages, the order's
 * e-mails, its pro forma and the back office; their descriptions and feature lists are UI copy in the web
 * layer's dictionaries.
 */

export const PLAN_IDS = ['small', 'medium', 'large'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The landing page's pricing section starts on monthly billing with the medium plan selected (product §4, §9). */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';
export const DEFAULT_PLAN_ID: PlanId = 'medium';

/** 'Oszczędź 30%': a year costs twelve months less 30%. */
export const YEARLY_DISCOUNT = 0.3;

/** All catalogue prices are net ("netto"); the order summary adds 23% VAT (product §9). */
export const VAT_RATE = 0.23;

/**
 * English pages show round(PLN / rate) €; the real rate comes from configuration, `EUR_RATE` (product §9).
 */
export const DEFAULT_EUR_RATE = 4.3;

/**
 * How a plan's member count is worded: 'up-to' 100 → "do 100", 'over' 500 → "ponad 500",
 * 'or-more' 1000 → "1000+".
 */
export type MembersBound = { readonly relation: 'up-to' | 'over' | 'or-more'; readonly count: number };

export type Plan = {
  readonly id: PlanId;
  readonly name: { readonly pl: string; readonly en: string };
  /** docs/product.md words the top tier differently on the landing page and on /cennik; both are kept. */
  readonly members: { readonly landing: MembersBound; readonly pricingPage: MembersBound };
  readonly multiplier: 1 | 2 | 3;
  readonly popular: boolean;
  readonly monthlyPricePln: number;
};

export const PLANS = {
  small: {
    id: 'small',
    name: { pl: 'Klub Mały', en: 'Small club' },
    members: {
      landing: { relation: 'up-to', count: 100 },
      pricingPage: { relation: 'up-to', count: 100 },
    },
    multiplier: 1,
    popular: false,
    monthlyPricePln: 70,
  },
  medium: {
    id: 'medium',
    name: { pl: 'Klub Średni', en: 'Medium club' },
    members: {
      landing: { relation: 'up-to', count: 500 },
      pricingPage: { relation: 'up-to', count: 500 },
    },
    multiplier: 2,
    popular: true,
    monthlyPricePln: 160,
  },
  large: {
    id: 'large',
    name: { pl: 'Klub Duży', en: 'Large club' },
    members: {
      landing: { relation: 'over', count: 500 },
      pricingPage: { relation: 'or-more', count: 1000 },
    },
    multiplier: 3,
    popular: false,
    monthlyPricePln: 300,
  },
} as const satisfies { readonly [K in PlanId]: Plan & { readonly id: K } };

/** The two module price lists docs/product.md keeps side by side (§9): the landing page's and /cennik's. */
export const MODULE_CATALOGUES = ['landing', 'pricing-page'] as const;
export type ModuleCatalogue = (typeof MODULE_CATALOGUES)[number];

export type PerPlan = { readonly [K in PlanId]: number };

export const LANDING_MODULE_IDS = ['skladki', 'zaswiadczenia', 'rejestr', 'zawody', 'magazyn'] as const;
export type LandingModuleId = (typeof LANDING_MODULE_IDS)[number];

/** Landing-page add-ons: each has its own monthly price per club size. */
export const LANDING_MODULE_MONTHLY_PRICES = {
  skladki: { small: 25, medium: 50, large: 75 },
  zaswiadczenia: { small: 25, medium: 50, large: 75 },
  rejestr: { small: 50, medium: 100, large: 150 },
  magazyn: { small: 50, medium: 100, large: 150 },
  zawody: { small: 75, medium: 150, large: 250 },
} as const satisfies { readonly [K in LandingModuleId]: PerPlan };

export const PRICING_PAGE_MODULE_IDS = [
  'payments',
  'certificates',
  'competitions',
  'range',
  'arsenal',
  'reports',
  'communication',
  'mobile',
  'admin',
] as const;
export type PricingPageModuleId = (typeof PRICING_PAGE_MODULE_IDS)[number];

/** /cennik states one flat rule instead: every module costs the same for a given club size. */
export const PRICING_PAGE_MODULE_MONTHLY_PRICE = {
  small: 50,
  medium: 100,
  large: 150,
} as const satisfies PerPlan;

export type ModuleId<C extends ModuleCatalogue> = C extends 'landing' ? LandingModuleId : PricingPageModuleId;

/** Per-message communication fees, net PLN. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_PRICES_PLN = { email: 0.05, sms: 0.14 } as const satisfies {
  readonly [K in MessageChannel]: number;
};

/**
 * The three sample configurations of /cennik, priced with its flat module rule.
 *
 * Enterprise: docs/product.md says "Enterprise (large plus all modules, 5x) 1050 zł/month or 8820 zł/year" and
 * "Yearly savings shown: 432, 1656, 3780 zł". All nine modules would cost 300 + 9 × 150 = 1650 a month;
 * the product's figures are reproduced exactly only by the large plan plus five modules: 300 + 5 × 150 = 1050,
 * 2520 + 5 × 1260 = 8820, 12 600 − 8820 = 3780. We read "5x" as five modules. Under the flat rule any
 * five cost the same; we take the first five of the product's list, which also extends Professional's set.
 */
export const BUNDLE_IDS = ['starter', 'professional', 'enterprise'] as const;
export type BundleId = (typeof BUNDLE_IDS)[number];

export type Bundle = {
  readonly id: BundleId;
  readonly plan: PlanId;
  readonly modules: readonly PricingPageModuleId[];
};

export const BUNDLES = {
  starter: { id: 'starter', plan: 'small', modules: ['payments'] },
  professional: { id: 'professional', plan: 'medium', modules: ['payments', 'certificates', 'range'] },
  enterprise: {
    id: 'enterprise',
    plan: 'large',
    modules: ['payments', 'certificates', 'competitions', 'range', 'arsenal'],
  },
} as const satisfies { readonly [K in BundleId]: Bundle & { readonly id: K } };

/**
 * The plan that fits a club of `members` (product §9's table: up to 100 small, up to 500 medium, over 500
 * large), read from the plans' own bounds. Without a count: the plan the site preselects.
 */
export function planForMemberCount(members: number | null | undefined): PlanId {
  if (members == null) return DEFAULT_PLAN_ID;
  const fits = PLAN_IDS.find((id) => {
    const bound: MembersBound = PLANS[id].members.landing;
    return bound.relation === 'up-to' && members <= bound.count;
  });
  return fits ?? 'large';
}
