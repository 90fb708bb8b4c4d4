import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import { planPrice, toEuro } from '@shared/pricing/calculator';
import { BILLING_PERIODS, PLAN_IDS, PLANS } from '@shared/pricing/catalogue';

/**
 * JSON-LD for /cennik: the service as a Product with one Offer per base plan, each priced per month and
 * per year (net), from the one catalogue; in euro on the English page (product §9). `url`: this page's address.
 */
export function pricingPageStructuredData(language: Language, site: SiteConfig, url: string): object[] {
  const currency = language === 'en' ? 'EUR' : 'PLN';
  const price = (pln: number) => (language === 'en' ? toEuro(pln, site.eurRate) : pln);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Strzelnica Cloud',
      description:
        language === 'en'
          ? 'Pricing of the cloud management system for shooting clubs: three plans by club size and add-on modules.'
          : 'Cennik systemu do zarządzania klubem strzeleckim: trzy pakiety według wielkości klubu i moduły dodatkowe.',
      brand: { '@type': 'Brand', name: 'Strzelnica Cloud' },
      category: 'BusinessApplication',
      url,
      offers: PLAN_IDS.map((id) => ({
        '@type': 'Offer',
        name: PLANS[id].name[language],
        url,
        price: price(planPrice(id, 'monthly')),
        priceCurrency: currency,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: site.company.name },
        priceSpecification: BILLING_PERIODS.map((period) => ({
          '@type': 'UnitPriceSpecification',
          price: price(planPrice(id, period)),
          priceCurrency: currency,
          unitCode: period === 'monthly' ? 'MON' : 'ANN',
          valueAddedTaxIncluded: false,
        })),
      })),
    },
  ];
}
