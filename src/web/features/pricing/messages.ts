import type { LandingModuleId, MembersBound, PlanId } from '@shared/pricing/catalogue';
import { defineMessages } from '@web/i18n/messages';

/** A module's name is in @shared/pricing/module-names (the order's e-mails and pro forma use it too). */
type ModuleCopy = { description: string };
type PlanCopy = { description: string; features: string[] };

/**
 * Copy shared by the landing pricing section and /cennik (billing toggle, plan cards, totals), plus the
 * landing page's five add-on modules. /cennik's own copy is in pricing-page-messages.ts, so the landing
 * page does not carry it. Plan names come from the catalogue; prices from the calculator.
 */
export const pricingMessages = defineMessages<{
  eyebrow: string;
  title: string;
  description: string;
  billingLabel: string;
  monthly: string;
  yearly: string;
  save: string;
  perMonth: string;
  perYear: string;
  net: string;
  insteadOf: string;
  mostPopular: string;
  select: string;
  selected: string;
  members: Record<MembersBound['relation'], string>;
  plans: Record<PlanId, PlanCopy>;
  modulesTitle: string;
  modulesHint: string;
  modulesNeedPlan: string;
  modules: Record<LandingModuleId, ModuleCopy>;
  totalLabel: string;
  totalNoPlan: string;
  yearlySaving: string;
  switchToYearly: string;
  modulesCount: (count: number) => string;
  order: string;
  orderNeedsPlan: string;
  loading: string;
  fullPricing: string;
}>({
  pl: {
    eyebrow: 'Cennik',
    title: 'Przejrzyste ceny dla klubów każdej wielkości',
    description:
      'Wybierz pakiet dopasowany do liczby członków i dodaj tylko potrzebne moduły. Wszystkie ceny są cenami netto.',
    billingLabel: 'Okres rozliczeniowy',
    monthly: 'Miesięcznie',
    yearly: 'Rocznie',
    save: 'Oszczędź 30%',
    perMonth: '/ mies.',
    perYear: '/ rok',
    net: 'netto',
    insteadOf: 'zamiast',
    mostPopular: 'Najpopularniejszy',
    select: 'Wybierz',
    selected: 'Wybrany',
    members: {
      'up-to': 'do {count} członków',
      over: 'ponad {count} członków',
      'or-more': '{count}+ członków',
    },
    plans: {
      small: {
        description: 'Dla mniejszych klubów, które chcą uporządkować ewidencję i treningi.',
        features: [
          'Zarządzanie członkami i pozwoleniami',
          'Kalendarz treningów z zapisami online',
          'Zgodność z RODO',
          'Wsparcie e-mail',
        ],
      },
      medium: {
        description: 'Dla rosnących klubów z regularnymi treningami i zawodami.',
        features: [
          'Wszystko z pakietu Klub Mały',
          'Przypisywanie instruktorów do treningów',
          'Raporty dla zarządu',
          'Priorytetowe wsparcie',
        ],
      },
      large: {
        description: 'Dla dużych klubów i stowarzyszeń z wieloma sekcjami.',
        features: [
          'Wszystko z pakietu Klub Średni',
          'Wiele sekcji i strzelnic',
          'Szkolenie wdrożeniowe dla zarządu',
          'Dedykowany opiekun klienta',
        ],
      },
    },
    modulesTitle: 'Moduły dodatkowe',
    modulesHint: 'Cena modułu zależy od wielkości klubu i okresu rozliczeniowego.',
    modulesNeedPlan: 'Wybierz pakiet, aby dodać moduły. Bez pakietu widać zakres cen.',
    modules: {
      skladki: {
        description: 'Automatyczne naliczanie składek, zaległości i płatności online kartą.',
      },
      zaswiadczenia: {
        description: 'Szablony zaświadczeń, eksport do PDF i zatwierdzanie online.',
      },
      rejestr: {
        description: 'Pobyty na strzelnicy z PIN-em, goście, podpisy na tablecie i raporty.',
      },
      zawody: {
        description: 'Zapisy online, ISSF i IPSC, komunikaty i wyniki na żywo.',
      },
      magazyn: {
        description: 'Ewidencja broni klubowej, wypożyczenia, historia użycia i stany amunicji.',
      },
    },
    totalLabel: 'Łączny koszt',
    totalNoPlan: 'Wybierz pakiet, aby zobaczyć łączny koszt.',
    yearlySaving: 'Oszczędzasz {price} rocznie',
    switchToYearly: 'Przy płatności rocznej oszczędzisz {price}',
    modulesCount: (count) => {
      if (count === 1) return '1 moduł';
      const few = count % 10 >= 2 && count % 10 <= 4 && !(count % 100 >= 12 && count % 100 <= 14);
      return few ? `${count} moduły` : `${count} modułów`;
    },
    order: 'Zamów teraz',
    orderNeedsPlan: 'Wybierz pakiet, aby złożyć zamówienie.',
    loading: 'Ładowanie...',
    fullPricing: 'Zobacz pełny cennik',
  },
  en: {
    eyebrow: 'Pricing',
    title: 'Clear pricing for clubs of every size',
    description:
      'Choose the plan that fits your membership and add only the modules you need. All prices are net.',
    billingLabel: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    save: 'Save 30%',
    perMonth: '/ month',
    perYear: '/ year',
    net: 'net',
    insteadOf: 'instead of',
    mostPopular: 'Most popular',
    select: 'Select',
    selected: 'Selected',
    members: {
      'up-to': 'up to {count} members',
      over: 'over {count} members',
      'or-more': '{count}+ members',
    },
    plans: {
      small: {
        description: 'For smaller clubs that want their records and training in order.',
        features: [
          'Members and firearm permits',
          'Training calendar with online sign-up',
          'GDPR compliance',
          'E-mail support',
        ],
      },
      medium: {
        description: 'For growing clubs with regular training and competitions.',
        features: [
          'Everything in Small club',
          'Instructors assigned to training sessions',
          'Reports for the board',
          'Priority support',
        ],
      },
      large: {
        description: 'For large clubs and associations with many sections.',
        features: [
          'Everything in Medium club',
          'Several sections and ranges',
          'Onboarding training for the board',
          'A dedicated account manager',
        ],
      },
    },
    modulesTitle: 'Add-on modules',
    modulesHint: 'A module’s price depends on the club size and the billing period.',
    modulesNeedPlan: 'Select a plan to add modules. Without a plan you see the price range.',
    modules: {
      skladki: {
        description: 'Automatic fee charges, overdue monitoring and online card payments.',
      },
      zaswiadczenia: {
        description: 'Certificate templates, PDF export and online approval.',
      },
      rejestr: {
        description: 'Range visits with PIN check-in, guests, tablet signatures and reports.',
      },
      zawody: {
        description: 'Online registration, ISSF and IPSC, announcements and live scoring.',
      },
      magazyn: {
        description: 'Club weapon register, rentals, usage history and ammunition stock.',
      },
    },
    totalLabel: 'Total cost',
    totalNoPlan: 'Select a plan to see the total cost.',
    yearlySaving: 'You save {price} a year',
    switchToYearly: 'Pay yearly and save {price}',
    modulesCount: (count) => (count === 1 ? '1 module' : `${count} modules`),
    order: 'Order now',
    orderNeedsPlan: 'Select a plan to place an order.',
    loading: 'Loading...',
    fullPricing: 'See full pricing',
  },
});

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
