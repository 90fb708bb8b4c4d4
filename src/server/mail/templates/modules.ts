import type { Language } from '@shared/language';
import { PLANS, type PlanId } from '@shared/pricing/catalogue';
import { defineMailMessages } from './context';

/** The add-on modules' names in both languages (both catalogues' ids), for order summaries. */
const MODULE_NAMES = defineMailMessages<Record<string, string>>({
  pl: {
    skladki: 'Składki i płatności',
    zaswiadczenia: 'Zaświadczenia',
    rejestr: 'Rejestr strzelnicy',
    zawody: 'Zawody',
    magazyn: 'Magazyn broni i amunicji',
    payments: 'Płatności',
    certificates: 'Zaświadczenia',
    competitions: 'Zawody',
    range: 'Rezerwacje strzelnicy',
    arsenal: 'Magazyn broni',
    reports: 'Raporty',
    communication: 'Komunikacja',
    mobile: 'Aplikacja mobilna',
    admin: 'Administracja',
  },
  en: {
    skladki: 'Fees and payments',
    zaswiadczenia: 'Certificates',
    rejestr: 'Range registry',
    zawody: 'Competitions',
    magazyn: 'Weapon and ammunition store',
    payments: 'Payments',
    certificates: 'Certificates',
    competitions: 'Competitions',
    range: 'Range bookings',
    arsenal: 'Weapon store',
    reports: 'Reports',
    communication: 'Communication',
    mobile: 'Mobile app',
    admin: 'Administration',
  },
});

export const moduleName = (id: string, language: Language) => MODULE_NAMES[language][id] ?? id;

export const planName = (plan: string, language: Language) =>
  (PLANS as Record<string, { name: Record<Language, string> }>)[plan as PlanId]?.name[language] ?? plan;
