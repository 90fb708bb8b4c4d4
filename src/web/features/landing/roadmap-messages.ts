import { defineMessages } from '@web/i18n/messages';

type Item = { title: string; description: string };

export const roadmapMessages = defineMessages<{
  eyebrow: string;
  title: string;
  description: string;
  legend: string;
  status: Record<'launched' | 'inProgress' | 'testing' | 'planned', string>;
  launchTitle: string;
  featuresTitle: string;
  launch: Record<'closedTests' | 'feedback' | 'promo' | 'production', Item>;
  features: Record<
    'core' | 'rangeBooking' | 'events' | 'board' | 'advancedTraining' | 'elearning' | 'finances',
    Item
  >;
  suggestTitle: string;
  suggestText: string;
  suggestButton: string;
}>({
  pl: {
    eyebrow: 'Nowości',
    title: 'Plan rozwoju',
    description:
      'Rozwijamy system razem z klubami. Zobacz, co już działa, nad czym pracujemy i co planujemy.',
    legend: 'Legenda statusów',
    status: { launched: 'Wdrożone', inProgress: 'W realizacji', testing: 'Testy', planned: 'Planowane' },
    launchTitle: 'Harmonogram startu',
    featuresTitle: 'Plan funkcji',
    launch: {
      closedTests: { title: 'Testy zamknięte', description: 'Koniec III kwartału 2025 r.' },
      feedback: { title: 'Wdrażanie uwag testerów', description: 'Połowa IV kwartału 2025 r.' },
      promo: {
        title: 'Dostęp promocyjny',
        description: 'I kwartał 2026 r. – dla ograniczonej liczby klubów, bezpłatnie do końca I kwartału.',
      },
      production: { title: 'Start produkcyjny', description: 'II kwartał 2026 r.' },
    },
    features: {
      core: {
        title: 'Moduły podstawowe',
        description:
          'Członkowie, treningi, składki, zaświadczenia, rejestr strzelnicy, magazyn broni, zawody.',
      },
      rangeBooking: {
        title: 'Rezerwacja strzelnicy',
        description: 'Stanowiska, pakiety i płatności online.',
      },
      events: { title: 'Wydarzenia i treningi', description: 'Zapisy, listy uczestników, powiadomienia.' },
      board: { title: 'System dla zarządu', description: 'Posiedzenia, uchwały i dokumenty.' },
      advancedTraining: {
        title: 'Zaawansowany trening',
        description: 'Plany ćwiczeń i statystyki postępów.',
      },
      elearning: { title: 'E-learning i egzaminy', description: 'Szkolenia teoretyczne i testy.' },
      finances: { title: 'Finanse', description: 'Faktury, dokumenty księgowe i raporty.' },
    },
    suggestTitle: 'Brakuje Ci czegoś?',
    suggestText: 'Napisz, czego potrzebuje Twój klub – propozycje użytkowników kształtują nasz plan rozwoju.',
    suggestButton: 'Zaproponuj funkcję',
  },
  en: {
    eyebrow: "What's new",
    title: 'Roadmap',
    description:
      'We build the system together with clubs. See what already works, what we are working on and what comes next.',
    legend: 'Status legend',
    status: { launched: 'Launched', inProgress: 'In progress', testing: 'Testing', planned: 'Planned' },
    launchTitle: 'Launch timeline',
    featuresTitle: 'Feature roadmap',
    launch: {
      closedTests: { title: 'Closed tests', description: 'End of Q3 2025.' },
      feedback: { title: 'Implementing tester feedback', description: 'Mid Q4 2025.' },
      promo: {
        title: 'Promotional access',
        description: 'Q1 2026 – for a limited number of clubs, free until the end of Q1.',
      },
      production: { title: 'Production launch', description: 'Q2 2026.' },
    },
    features: {
      core: {
        title: 'Core modules',
        description: 'Members, training, fees, certificates, range registry, weapon store, competitions.',
      },
      rangeBooking: { title: 'Range booking', description: 'Lanes, packages and online payment.' },
      events: { title: 'Events and training', description: 'Sign-up, participant lists, notifications.' },
      board: { title: 'Board system', description: 'Meetings, resolutions and documents.' },
      advancedTraining: {
        title: 'Advanced training',
        description: 'Exercise plans and progress statistics.',
      },
      elearning: { title: 'E-learning and exams', description: 'Theory training and tests.' },
      finances: { title: 'Finances', description: 'Invoices, accounting documents and reports.' },
    },
    suggestTitle: 'Missing something?',
    suggestText: 'Tell us what your club needs – suggestions from users shape our roadmap.',
    suggestButton: 'Suggest a feature',
  },
});
