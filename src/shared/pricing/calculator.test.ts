import { describe, expect, it } from 'vitest';
import {
  PricingError,
  UnknownModuleError,
  UnknownPlanError,
  bundleQuote,
  bundleQuoteIn,
  modulePrice,
  modulePriceRange,
  planPrice,
  quote,
  quoteIn,
  toEuro,
} from './calculator';
import fc from 'fast-check';
import { PLAN_IDS, PRICING_PAGE_MODULE_IDS, type BillingPeriod, type PlanId } from './catalogue';

// The numbers typed in this file are product §9's; the calculator must reproduce them from the catalogue.

describe('planPrice', () => {
  it.each([
    ['small', 70, 588, 840],
    ['medium', 160, 1344, 1920],
    ['large', 300, 2520, 3600],
  ] as const)('%s: %i zł a month, %i zł a year (was %i)', (plan, monthly, yearly, original) => {
    expect(planPrice(plan, 'monthly')).toBe(monthly);
    expect(planPrice(plan, 'yearly')).toBe(yearly);
    expect(quote({ catalogue: 'landing', plan, period: 'yearly', modules: [] }).yearlyOriginal).toBe(
      original,
    );
  });

  it('saves 30% on a year', () => {
    expect(quote({ catalogue: 'landing', plan: 'medium', period: 'yearly', modules: [] }).yearlySaving).toBe(
      576,
    );
  });
});

describe('modulePrice, landing page', () => {
  const table: [string, PlanId, number, number][] = [
    ['skladki', 'small', 25, 210],
    ['skladki', 'medium', 50, 420],
    ['skladki', 'large', 75, 630],
    ['zaswiadczenia', 'small', 25, 210],
    ['zaswiadczenia', 'medium', 50, 420],
    ['zaswiadczenia', 'large', 75, 630],
    ['rejestr', 'small', 50, 420],
    ['rejestr', 'medium', 100, 840],
    ['rejestr', 'large', 150, 1260],
    ['magazyn', 'small', 50, 420],
    ['magazyn', 'medium', 100, 840],
    ['magazyn', 'large', 150, 1260],
    ['zawody', 'small', 75, 630],
    ['zawody', 'medium', 150, 1260],
    ['zawody', 'large', 250, 2100],
  ];
  it.each(table)('%s for %s: %i zł a month, %i zł a year', (id, plan, monthly, yearly) => {
    expect(modulePrice('landing', id, plan, 'monthly')).toBe(monthly);
    expect(modulePrice('landing', id, plan, 'yearly')).toBe(yearly);
  });
});

describe('modulePrice, /cennik flat rule', () => {
  it.each([
    ['small', 50, 420],
    ['medium', 100, 840],
    ['large', 150, 1260],
  ] as const)('every module for %s: %i zł a month, %i zł a year', (plan, monthly, yearly) => {
    for (const id of PRICING_PAGE_MODULE_IDS) {
      expect(modulePrice('pricing-page', id, plan, 'monthly')).toBe(monthly);
      expect(modulePrice('pricing-page', id, plan, 'yearly')).toBe(yearly);
    }
  });

  it('does not mix the two catalogues', () => {
    expect(() => modulePrice('pricing-page', 'skladki', 'small', 'monthly')).toThrow(UnknownModuleError);
    expect(() => modulePrice('landing', 'payments', 'small', 'monthly')).toThrow(UnknownModuleError);
  });
});

describe('modulePriceRange (no plan selected)', () => {
  it.each([
    ['landing', 'skladki', 'monthly', 25, 75],
    ['landing', 'zaswiadczenia', 'yearly', 210, 630],
    ['landing', 'rejestr', 'monthly', 50, 150],
    ['landing', 'magazyn', 'yearly', 420, 1260],
    ['landing', 'zawody', 'monthly', 75, 250],
    ['landing', 'zawody', 'yearly', 630, 2100],
    ['pricing-page', 'payments', 'monthly', 50, 150],
    ['pricing-page', 'admin', 'yearly', 420, 1260],
  ] as const)('%s %s %s: %i–%i zł', (catalogue, id, period, min, max) => {
    expect(modulePriceRange(catalogue, id, period)).toEqual({ min, max });
  });
});

describe('quote', () => {
  it('adds the modules at the plan size and period, then 23% VAT', () => {
    const input = { catalogue: 'landing', plan: 'medium', modules: ['skladki', 'zawody'] } as const;
    expect(quote({ ...input, period: 'monthly' })).toEqual({
      planPrice: 160,
      modulesPrice: 200,
      totalNet: 360,
      vat: 82.8,
      totalGross: 442.8,
      yearlyOriginal: 4320,
      yearlySaving: 1296,
    });
    expect(quote({ ...input, period: 'yearly' })).toEqual({
      planPrice: 1344,
      modulesPrice: 1680,
      totalNet: 3024,
      vat: 695.52,
      totalGross: 3719.52,
      yearlyOriginal: 4320,
      yearlySaving: 1296,
    });
  });

  it('computes VAT in whole grosze, free of float error', () => {
    // 70 × 0.23 is 16.100000000000001 in floating point.
    const q = quote({ catalogue: 'landing', plan: 'small', period: 'monthly', modules: [] });
    expect(q.vat).toBe(16.1);
    expect(q.totalGross).toBe(86.1);
  });

  it('counts a module listed twice once', () => {
    const once = quote({ catalogue: 'landing', plan: 'large', period: 'yearly', modules: ['rejestr'] });
    const twice = quote({
      catalogue: 'landing',
      plan: 'large',
      period: 'yearly',
      modules: ['rejestr', 'rejestr'],
    });
    expect(twice).toEqual(once);
    expect(twice.modulesPrice).toBe(1260);
  });

  it('throws a typed error for a module id unknown to the catalogue', () => {
    const attempt = () =>
      quote({ catalogue: 'landing', plan: 'small', period: 'monthly', modules: ['nope'] });
    expect(attempt).toThrow(UnknownModuleError);
    expect(attempt).toThrow(PricingError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ catalogue: 'landing', moduleId: 'nope' });
    }
  });

  it('rejects ids that only exist on Object.prototype', () => {
    expect(() => modulePrice('landing', 'toString', 'small', 'monthly')).toThrow(UnknownModuleError);
    expect(() => planPrice('constructor' as PlanId, 'monthly')).toThrow(UnknownPlanError);
  });

  it('rejects an unknown plan or period passed at run time', () => {
    expect(() => planPrice('huge' as PlanId, 'monthly')).toThrow(UnknownPlanError);
    expect(() => planPrice('small', 'weekly' as BillingPeriod)).toThrow(PricingError);
  });
});

describe('bundleQuote (/cennik sample configurations)', () => {
  it.each([
    ['starter', 120, 1008, 432, 147.6, 1239.84],
    ['professional', 460, 3864, 1656, 565.8, 4752.72],
    ['enterprise', 1050, 8820, 3780, 1291.5, 10848.6],
  ] as const)('%s: %i zł a month, %i zł a year, saving %i', (id, monthly, yearly, saving, grossM, grossY) => {
    const m = bundleQuote(id, 'monthly');
    const y = bundleQuote(id, 'yearly');
    expect(m.totalNet).toBe(monthly);
    expect(y.totalNet).toBe(yearly);
    expect(m.yearlySaving).toBe(saving);
    expect(y.yearlySaving).toBe(saving);
    expect(y.yearlyOriginal - y.totalNet).toBe(saving);
    expect(m.totalGross).toBe(grossM);
    expect(y.totalGross).toBe(grossY);
  });
});

describe('toEuro', () => {
  it.each([
    [160, 37],
    [70, 16],
    [300, 70],
    [588, 137],
    [1344, 313],
    [2520, 586],
    [1050, 244],
  ])('%i zł is %i € at 4.3', (pln, eur) => {
    expect(toEuro(pln)).toBe(eur);
  });

  it('uses the configured rate', () => {
    expect(toEuro(160, 4.5)).toBe(36);
  });

  it('keeps cents when asked, for the per-message fees', () => {
    expect(toEuro(0.05)).toBe(0);
    expect(toEuro(0.05, 4.3, 2)).toBe(0.01);
    expect(toEuro(0.14, 4.3, 2)).toBe(0.03);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => toEuro(100, 0)).toThrow(RangeError);
    expect(() => toEuro(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('quoteIn (one euro rule)', () => {
  it('is the PLN quote in złoty', () => {
    const input = { catalogue: 'landing', plan: 'medium', period: 'yearly', modules: ['zawody'] } as const;
    expect(quoteIn('PLN', input)).toEqual(quote(input));
  });

  it('prices a plan in euros as its card shows it: Medium is €37, not €37.21', () => {
    const q = quoteIn('EUR', { catalogue: 'landing', plan: 'medium', period: 'monthly', modules: [] }, 4.3);
    expect(q.planPrice).toBe(toEuro(planPrice('medium', 'monthly'), 4.3));
    expect(q).toMatchObject({ planPrice: 37, totalNet: 37, vat: 8.51, totalGross: 45.51 });
  });

  it('compares a year with twelve of the monthly card prices', () => {
    const q = quoteIn('EUR', { catalogue: 'landing', plan: 'medium', period: 'yearly', modules: [] }, 4.3);
    expect(q).toMatchObject({ planPrice: 313, yearlyOriginal: 444, yearlySaving: 131 });
  });

  it('sums whole-euro items, whatever the selection, rate and period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_IDS),
        fc.constantFrom<BillingPeriod>('monthly', 'yearly'),
        fc.subarray(['skladki', 'zaswiadczenia', 'rejestr', 'magazyn', 'zawody']),
        fc.double({ min: 3, max: 6, noNaN: true }),
        (plan, period, modules, rate) => {
          const q = quoteIn('EUR', { catalogue: 'landing', plan, period, modules }, rate);
          const items = [
            toEuro(planPrice(plan, period), rate),
            ...modules.map((id) => toEuro(modulePrice('landing', id, plan, period), rate)),
          ];
          expect(q.planPrice).toBe(items[0]);
          expect(q.totalNet).toBe(items.reduce((a, b) => a + b, 0));
          expect(Number.isInteger(q.totalNet)).toBe(true);
          expect(Math.round(q.totalGross * 100)).toBe(Math.round(q.totalNet * 100) + Math.round(q.vat * 100));
        },
      ),
    );
  });

  it('prices the /cennik bundles the same way', () => {
    const q = bundleQuoteIn('EUR', 'starter', 'monthly', 4.3);
    // Small 70 zł → €16, plus one module at 50 zł → €12 (the rounded 120 zł would be €28 too; 27.91).
    expect(q).toMatchObject({ planPrice: 16, modulesPrice: 12, totalNet: 28 });
  });
});
