import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import { planPrice, toEuro } from '@shared/pricing/calculator';
import { PLAN_IDS, PLANS, type BillingPeriod } from '@shared/pricing/catalogue';

type ProductStructuredDataInput = {
  language: Language;
  site: SiteConfig;
  /** This page's address. */
  url: string;
  /** What the page says the product is, in the page's language. */
  description: string;
  /** Where each offer is shown (the page itself, or its pricing section). */
  offerUrl: string;
  /** The billing periods each offer is priced for. */
  periods: readonly BillingPeriod[];
};

const UNIT_CODES: Record<BillingPeriod, string> = { monthly: 'MON', yearly: 'ANN' };

/**
 * JSON-LD for a page that sells the service: a Product with one Offer per base plan (net), priced from the
 * one catalogue, in euro on the English pages at the configured rate, as the pages themselves show it.
 */
export function productStructuredData({
  language,
  site,
  url,
  description,
  offerUrl,
  periods,
}: ProductStructuredDataInput): object[] {
  const currency = language === 'en' ? 'EUR' : 'PLN';
  const price = (pln: number) => (language === 'en' ? toEuro(pln, site.eurRate) : pln);
  const specification = (id: (typeof PLAN_IDS)[number], period: BillingPeriod) => ({
    '@type': 'UnitPriceSpecification',
    price: price(planPrice(id, period)),
    priceCurrency: currency,
    unitCode: UNIT_CODES[period],
    valueAddedTaxIncluded: false,
  });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Strzelnica Cloud',
      description,
      brand: { '@type': 'Brand', name: 'Strzelnica Cloud' },
      category: 'BusinessApplication',
      url,
      offers: PLAN_IDS.map((id) => ({
        '@type': 'Offer',
        name: PLANS[id].name[language],
        url: offerUrl,
        price: price(planPrice(id, 'monthly')),
        priceCurrency: currency,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: site.company.name },
        // One period: the specification itself, as search engines read it most simply.
        priceSpecification:
          periods.length === 1
            ? specification(id, periods[0]!)
            : periods.map((period) => specification(id, period)),
      })),
    },
  ];
}
