import type { Language } from '../language';
import { PLANS, type LandingModuleId, type PricingPageModuleId } from './catalogue';

/**
 * The add-on modules' names, by catalogue id: the words the visitor chose from on the public pages (the
 * landing page's five, /cennik's nine), so the order's e-mails, its pro forma and the back office say
 * what was ordered in the same words. A plain object: the public pages read it.
 */
export const MODULE_NAMES = {
  // The landing page's add-ons (product §3)
  skladki: { pl: 'Składki i płatności', en: 'Fees and payments' },
  zaswiadczenia: { pl: 'Zaświadczenia', en: 'Certificates' },
  rejestr: { pl: 'Rejestr strzelnicy', en: 'Range registry' },
  zawody: { pl: 'Zawody', en: 'Competitions' },
  magazyn: { pl: 'Magazyn broni i amunicji', en: 'Weapon and ammunition store' },
  // /cennik's modules (product §2)
  payments: { pl: 'Płatności i składki', en: 'Payments and fees' },
  certificates: { pl: 'Zaświadczenia', en: 'Certificates' },
  competitions: { pl: 'Zawody', en: 'Competitions' },
  range: { pl: 'Rejestr strzelnicy', en: 'Range registry' },
  arsenal: { pl: 'Magazyn broni i amunicji', en: 'Weapon and ammunition store' },
  reports: { pl: 'Raporty i statystyki', en: 'Reports and statistics' },
  communication: { pl: 'Komunikacja', en: 'Communication' },
  mobile: { pl: 'Aplikacja mobilna', en: 'Mobile app' },
  admin: { pl: 'Panel administracyjny', en: 'Administration panel' },
} as const satisfies {
  readonly [K in LandingModuleId | PricingPageModuleId]: { readonly pl: string; readonly en: string };
};

/** A stored order's module by name; an id no catalogue knows is shown as it is. */
export const moduleName = (id: string, language: Language): string =>
  (MODULE_NAMES as Readonly<Record<string, { pl: string; en: string }>>)[id]?.[language] ?? id;

/** A stored order's plan by name (PLANS); an unknown id is shown as it is. */
export const planName = (plan: string, language: Language): string =>
  (PLANS as Readonly<Record<string, { name: Record<Language, string> }>>)[plan]?.name[language] ?? plan;
