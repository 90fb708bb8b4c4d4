import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@shared/contracts/site';
import { planPrice, toEuro } from '@shared/pricing/calculator';
import { PLAN_IDS } from '@shared/pricing/catalogue';
import { productStructuredData } from './product-structured-data';

const site = { company: { name: 'Strzelnica Cloud sp. z o.o.' }, eurRate: 4.3 } as SiteConfig;
type Offer = { url: string; price: number; priceCurrency: string; priceSpecification: unknown };
const offersOf = (data: object[]) => (data[0] as { offers: Offer[] }).offers;

describe('productStructuredData', () => {
  it('offers each base plan monthly in złoty on Polish pages, as one price specification', () => {
    const data = productStructuredData({
      language: 'pl',
      site,
      url: 'https://example.pl/',
      description: 'Opis',
      offerUrl: 'https://example.pl/#pricing',
      periods: ['monthly'],
    });
    const offers = offersOf(data);
    expect(offers).toHaveLength(PLAN_IDS.length);
    PLAN_IDS.forEach((id, index) => {
      expect(offers[index]).toMatchObject({
        url: 'https://example.pl/#pricing',
        price: planPrice(id, 'monthly'),
        priceCurrency: 'PLN',
        priceSpecification: {
          unitCode: 'MON',
          price: planPrice(id, 'monthly'),
          valueAddedTaxIncluded: false,
        },
      });
    });
  });

  it('prices each period in euro at the configured rate on English pages', () => {
    const offers = offersOf(
      productStructuredData({
        language: 'en',
        site,
        url: 'https://example.com/cennik',
        description: 'Pricing',
        offerUrl: 'https://example.com/cennik',
        periods: ['monthly', 'yearly'],
      }),
    );
    const [first] = PLAN_IDS;
    expect(offers[0]!.priceCurrency).toBe('EUR');
    expect(offers[0]!.priceSpecification).toEqual([
      expect.objectContaining({ unitCode: 'MON', price: toEuro(planPrice(first, 'monthly'), 4.3) }),
      expect.objectContaining({ unitCode: 'ANN', price: toEuro(planPrice(first, 'yearly'), 4.3) }),
    ]);
  });
});
