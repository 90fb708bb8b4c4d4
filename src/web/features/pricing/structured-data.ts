import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import { BILLING_PERIODS } from '@shared/pricing/catalogue';
import { productStructuredData } from '@web/lib/product-structured-data';

const DESCRIPTION = {
  pl: 'Cennik systemu do zarządzania klubem strzeleckim: trzy pakiety według wielkości klubu i moduły dodatkowe.',
  en: 'Pricing of the cloud management system for shooting clubs: three plans by club size and add-on modules.',
} as const;

/** JSON-LD for /cennik: each base plan's offer, priced per month and per year. */
export const pricingPageStructuredData = (language: Language, site: SiteConfig, url: string): object[] =>
  productStructuredData({
    language,
    site,
    url,
    description: DESCRIPTION[language],
    offerUrl: url,
    periods: BILLING_PERIODS,
  });
