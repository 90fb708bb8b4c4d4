import type { SiteContent } from '@shared/site-content';

/**
 * What a fresh installation shows until the operator edits 'Treści strony': product §1's roadmap and beta
 * offer, with the dates moved on to where the product stands in November 2026 (closed tests done,
 * testers' feedback in progress, promotional access in Q1 2027, production in Q2 2027).
 */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  launchTimeline: [
    {
      when: 'Q3 2026',
      status: 'launched',
      title: { pl: 'Testy zamknięte', en: 'Closed tests' },
      description: { pl: 'Zakończone we wrześniu 2026 r.', en: 'Completed in September 2026.' },
    },
    {
      when: 'Q4 2026',
      status: 'inProgress',
      title: { pl: 'Wdrażanie uwag testerów', en: 'Implementing tester feedback' },
      description: { pl: 'IV kwartał 2026 r.', en: 'Q4 2026.' },
    },
    {
      when: 'Q1 2027',
      status: 'planned',
      title: { pl: 'Dostęp promocyjny', en: 'Promotional access' },
      description: {
        pl: 'I kwartał 2027 r. – dla ograniczonej liczby klubów, bezpłatnie do końca I kwartału.',
        en: 'Q1 2027 – for a limited number of clubs, free until the end of Q1.',
      },
    },
    {
      when: 'Q2 2027',
      status: 'planned',
      title: { pl: 'Start produkcyjny', en: 'Production launch' },
      description: { pl: 'II kwartał 2027 r.', en: 'Q2 2027.' },
    },
  ],
  featureRoadmap: [
    {
      when: '2026',
      status: 'launched',
      title: { pl: 'Moduły podstawowe', en: 'Core modules' },
      description: {
        pl: 'Członkowie, treningi, składki, zaświadczenia, rejestr strzelnicy, magazyn broni, zawody.',
        en: 'Members, training, fees, certificates, range registry, weapon store, competitions.',
      },
    },
    {
      when: 'Q1 2027',
      status: 'inProgress',
      title: { pl: 'Rezerwacja strzelnicy', en: 'Range booking' },
      description: {
        pl: 'Stanowiska, pakiety i płatności online.',
        en: 'Lanes, packages and online payment.',
      },
    },
    {
      when: 'Q1 2027',
      status: 'inProgress',
      title: { pl: 'Wydarzenia i treningi', en: 'Events and training' },
      description: {
        pl: 'Zapisy, listy uczestników, powiadomienia.',
        en: 'Sign-up, participant lists, notifications.',
      },
    },
    {
      when: 'Q2 2027',
      status: 'planned',
      title: { pl: 'System dla zarządu', en: 'Board system' },
      description: { pl: 'Posiedzenia, uchwały i dokumenty.', en: 'Meetings, resolutions and documents.' },
    },
    {
      when: 'Q3 2027',
      status: 'planned',
      title: { pl: 'Zaawansowany trening', en: 'Advanced training' },
      description: {
        pl: 'Plany ćwiczeń i statystyki postępów.',
        en: 'Exercise plans and progress statistics.',
      },
    },
    {
      when: 'Q3 2027',
      status: 'planned',
      title: { pl: 'E-learning i egzaminy', en: 'E-learning and exams' },
      description: { pl: 'Szkolenia teoretyczne i testy.', en: 'Theory training and tests.' },
    },
    {
      when: 'Q4 2027',
      status: 'planned',
      title: { pl: 'Finanse', en: 'Finances' },
      description: {
        pl: 'Faktury, dokumenty księgowe i raporty.',
        en: 'Invoices, accounting documents and reports.',
      },
    },
  ],
  beta: {
    benefits: [
      {
        title: { pl: 'Darmowy pełny dostęp', en: 'Free full access' },
        description: {
          pl: 'Wszystkie moduły bez opłat do końca I kwartału 2027 r.',
          en: 'Every module at no cost until the end of Q1 2027.',
        },
      },
      {
        title: { pl: 'Wpływ na produkt', en: 'Influence on the product' },
        description: {
          pl: 'Twoje uwagi trafiają prosto do zespołu i planu rozwoju.',
          en: 'Your feedback goes straight to the team and the roadmap.',
        },
      },
      {
        title: { pl: 'Priorytetowe wsparcie', en: 'Priority support' },
        description: {
          pl: 'Szybka pomoc przy wdrożeniu i imporcie danych klubu.',
          en: "Quick help with setup and importing your club's data.",
        },
      },
      {
        title: { pl: 'Specjalne rabaty', en: 'Special discounts' },
        description: {
          pl: 'Preferencyjne ceny dla klubów testujących po starcie produkcyjnym.',
          en: 'Preferential prices for beta clubs after the production launch.',
        },
      },
    ],
    popupBenefits: [
      {
        pl: 'darmowy pełny dostęp do końca I kwartału 2027 r.',
        en: 'free full access until the end of Q1 2027',
      },
      { pl: 'wpływ na rozwój produktu', en: 'influence on the product' },
      { pl: 'priorytetowe wsparcie', en: 'priority support' },
      { pl: 'specjalne rabaty po premierze', en: 'special discounts after launch' },
    ],
  },
};
