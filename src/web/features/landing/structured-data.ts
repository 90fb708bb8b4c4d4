import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import { PLAN_IDS, PLANS } from '@shared/pricing/catalogue';
import { planPrice, toEuro } from '@shared/pricing/calculator';

/**
 * JSON-LD for the landing page: the service as a Product with one Offer per base plan (monthly, net),
 * priced from the one catalogue; the English page in euro as product §9 shows it. `url`: this page's address.
 */
export function landingStructuredData(language: Language, site: SiteConfig, url: string): object[] {
  const currency = language === 'en' ? 'EUR' : 'PLN';
  const price = (pln: number) => (language === 'en' ? toEuro(pln, site.eurRate) : pln);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Strzelnica Cloud',
      description:
        language === 'en'
          ? 'Cloud management system for shooting clubs: members, fees, range registry, weapon store, competitions.'
          : 'System do zarządzania klubem strzeleckim w chmurze: członkowie, składki, rejestr strzelnicy, magazyn broni, zawody.',
      brand: { '@type': 'Brand', name: 'Strzelnica Cloud' },
      category: 'BusinessApplication',
      url,
      offers: PLAN_IDS.map((id) => ({
        '@type': 'Offer',
        name: PLANS[id].name[language],
        url: `${url.split('?')[0]}#pricing`,
        price: price(planPrice(id, 'monthly')),
        priceCurrency: currency,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: site.company.name },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: price(planPrice(id, 'monthly')),
          priceCurrency: currency,
          unitCode: 'MON',
          valueAddedTaxIncluded: false,
        },
      })),
    },
  ];
}
