import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import { productStructuredData } from '@web/lib/product-structured-data';

const DESCRIPTION = {
  pl: 'System do zarządzania klubem strzeleckim w chmurze: członkowie, składki, rejestr strzelnicy, magazyn broni, zawody.',
  en: 'Cloud management system for shooting clubs: members, fees, range registry, weapon store, competitions.',
} as const;

/** JSON-LD for the landing page: each base plan's monthly offer, shown in its pricing section. */
export const landingStructuredData = (language: Language, site: SiteConfig, url: string): object[] =>
  productStructuredData({
    language,
    site,
    url,
    description: DESCRIPTION[language],
    offerUrl: `${url.split('?')[0]}#pricing`,
    periods: ['monthly'],
  });
