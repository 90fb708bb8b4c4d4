import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BUNDLES,
  DEFAULT_BILLING_PERIOD,
  DEFAULT_EUR_RATE,
  DEFAULT_PLAN_ID,
  LANDING_MODULE_IDS,
  LANDING_MODULE_MONTHLY_PRICES,
  MESSAGE_PRICES_PLN,
  PLAN_IDS,
  PLANS,
  planForMemberCount,
  PRICING_PAGE_MODULE_IDS,
  PRICING_PAGE_MODULE_MONTHLY_PRICE,
  VAT_RATE,
  YEARLY_DISCOUNT,
} from './catalogue';
import { orderPlanHash, orderPlanPath, planOfOrderHash } from './order-link';

// The numbers typed in this file are product §9's; the catalogue must reproduce them.

describe('plans', () => {
  it('has the three club sizes in order', () => {
    expect(PLAN_IDS).toEqual(['small', 'medium', 'large']);
    expect(Object.keys(PLANS)).toEqual(['small', 'medium', 'large']);
  });

  it.each([
    ['small', 'Klub Mały', 'Small club', 1, false, 70],
    ['medium', 'Klub Średni', 'Medium club', 2, true, 160],
    ['large', 'Klub Duży', 'Large club', 3, false, 300],
  ] as const)(
    '%s is %s / %s, multiplier %i, popular %s, %i zł a month',
    (id, pl, en, mult, popular, monthly) => {
      const plan = PLANS[id];
      expect(plan.id).toBe(id);
      expect(plan.name).toEqual({ pl, en });
      expect(plan.multiplier).toBe(mult);
      expect(plan.popular).toBe(popular);
      expect(plan.monthlyPricePln).toBe(monthly);
    },
  );

  it('marks exactly one plan, medium, as most popular', () => {
    expect(PLAN_IDS.filter((id) => PLANS[id].popular)).toEqual(['medium']);
  });

  it('words the member counts as the landing page and /cennik do', () => {
    expect(PLANS.small.members).toEqual({
      landing: { relation: 'up-to', count: 100 },
      pricingPage: { relation: 'up-to', count: 100 },
    });
    expect(PLANS.medium.members).toEqual({
      landing: { relation: 'up-to', count: 500 },
      pricingPage: { relation: 'up-to', count: 500 },
    });
    expect(PLANS.large.members).toEqual({
      landing: { relation: 'over', count: 500 },
      pricingPage: { relation: 'or-more', count: 1000 },
    });
  });

  it('preselects medium and monthly billing', () => {
    expect(DEFAULT_PLAN_ID).toBe('medium');
    expect(DEFAULT_BILLING_PERIOD).toBe('monthly');
  });
});

describe('landing-page add-on modules', () => {
  it('has the five landing module ids', () => {
    expect(LANDING_MODULE_IDS).toEqual(['skladki', 'zaswiadczenia', 'rejestr', 'zawody', 'magazyn']);
    expect(Object.keys(LANDING_MODULE_MONTHLY_PRICES).sort()).toEqual([...LANDING_MODULE_IDS].sort());
  });

  it.each([
    ['skladki', 25, 50, 75],
    ['zaswiadczenia', 25, 50, 75],
    ['rejestr', 50, 100, 150],
    ['magazyn', 50, 100, 150],
    ['zawody', 75, 150, 250],
  ] as const)('%s costs %i / %i / %i zł a month', (id, small, medium, large) => {
    expect(LANDING_MODULE_MONTHLY_PRICES[id]).toEqual({ small, medium, large });
  });
});

describe('/cennik modules', () => {
  it('has the nine module ids', () => {
    expect(PRICING_PAGE_MODULE_IDS).toEqual([
      'payments',
      'certificates',
      'competitions',
      'range',
      'arsenal',
      'reports',
      'communication',
      'mobile',
      'admin',
    ]);
  });

  it('prices every module by the flat rule 50 / 100 / 150 zł a month', () => {
    expect(PRICING_PAGE_MODULE_MONTHLY_PRICE).toEqual({ small: 50, medium: 100, large: 150 });
  });
});

describe('constants', () => {
  it('has a 30% yearly discount, 23% VAT and a default rate of 4.3 PLN/€', () => {
    expect(YEARLY_DISCOUNT).toBe(0.3);
    expect(VAT_RATE).toBe(0.23);
    expect(DEFAULT_EUR_RATE).toBe(4.3);
  });

  it('charges 0.05 zł per email and 0.14 zł per SMS', () => {
    expect(MESSAGE_PRICES_PLN).toEqual({ email: 0.05, sms: 0.14 });
  });
});

describe('sample bundles', () => {
  it('are composed as docs/product.md describes', () => {
    expect(BUNDLES.starter).toEqual({ id: 'starter', plan: 'small', modules: ['payments'] });
    expect(BUNDLES.professional).toEqual({
      id: 'professional',
      plan: 'medium',
      modules: ['payments', 'certificates', 'range'],
    });
    // "large plus all modules, 5x" with 1050 zł/month: five modules (see the catalogue).
    expect(BUNDLES.enterprise.plan).toBe('large');
    expect(BUNDLES.enterprise.modules).toHaveLength(5);
  });

  it('use only /cennik module ids, each once', () => {
    for (const bundle of Object.values(BUNDLES)) {
      expect(new Set(bundle.modules).size).toBe(bundle.modules.length);
      for (const id of bundle.modules) expect(PRICING_PAGE_MODULE_IDS).toContain(id);
    }
  });
});

describe('id tuples', () => {
  it('work as zod enums', () => {
    expect(z.enum(PLAN_IDS).parse('medium')).toBe('medium');
    expect(z.enum(LANDING_MODULE_IDS).safeParse('payments').success).toBe(false);
    expect(z.enum(PRICING_PAGE_MODULE_IDS).safeParse('payments').success).toBe(true);
  });
});

describe('the plan that fits a club (the follow-up after a demo)', () => {
  it('is small up to 100 members, medium up to 500, large above; the preselected medium without a count', () => {
    expect([1, 100, 101, 500, 501, 100_000].map(planForMemberCount)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
    expect(planForMemberCount(null)).toBe(DEFAULT_PLAN_ID);
  });

  it("is opened by /cennik's #zamow-<plan>, and only for a known plan", () => {
    expect(orderPlanPath('small')).toBe('/cennik#zamow-small');
    expect(PLAN_IDS.map((plan) => planOfOrderHash(orderPlanHash(plan)))).toEqual([...PLAN_IDS]);
    expect(['', '#zamow-', '#zamow-huge', '#umow-prezentacje', 'zamow-small'].map(planOfOrderHash)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
