import { defineMessages } from '@web/i18n/messages';

type Benefit = { title: string; description: string };

export const betaMessages = defineMessages<{
  eyebrow: string;
  title: string;
  description: string;
  benefits: Record<'freeAccess' | 'influence' | 'support' | 'discounts', Benefit>;
  cta: string;
}>({
  pl: {
    eyebrow: 'Testy beta',
    title: 'Dołącz do testów beta',
    description: 'Szukamy klubów, które chcą współtworzyć system. W zamian oferujemy:',
    benefits: {
      freeAccess: {
        title: 'Darmowy pełny dostęp',
        description: 'Wszystkie moduły bez opłat do końca 2025 roku.',
      },
      influence: {
        title: 'Wpływ na produkt',
        description: 'Twoje uwagi trafiają prosto do zespołu i planu rozwoju.',
      },
      support: {
        title: 'Priorytetowe wsparcie',
        description: 'Szybka pomoc przy wdrożeniu i imporcie danych klubu.',
      },
      discounts: {
        title: 'Specjalne rabaty',
        description: 'Preferencyjne ceny dla klubów testujących po starcie produkcyjnym.',
      },
    },
    cta: 'Zgłoś swój klub',
  },
  en: {
    eyebrow: 'Beta tests',
    title: 'Join the beta tests',
    description: 'We are looking for clubs that want to shape the system with us. In return you get:',
    benefits: {
      freeAccess: {
        title: 'Free full access',
        description: 'Every module at no cost until the end of 2025.',
      },
      influence: {
        title: 'Influence on the product',
        description: 'Your feedback goes straight to the team and the roadmap.',
      },
      support: {
        title: 'Priority support',
        description: "Quick help with setup and importing your club's data.",
      },
      discounts: {
        title: 'Special discounts',
        description: 'Preferential prices for beta clubs after the production launch.',
      },
    },
    cta: 'Sign up your club',
  },
});
