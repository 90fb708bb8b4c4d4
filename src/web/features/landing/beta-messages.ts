import { defineMessages } from '@web/i18n/messages';

/** The section's fixed texts; the benefits are the operator's (site content, 'Treści strony'). */
export const betaMessages = defineMessages<{
  eyebrow: string;
  title: string;
  description: string;
  cta: string;
}>({
  pl: {
    eyebrow: 'Testy beta',
    title: 'Dołącz do testów beta',
    description: 'Szukamy klubów, które chcą współtworzyć system. W zamian oferujemy:',
    cta: 'Zgłoś swój klub',
  },
  en: {
    eyebrow: 'Beta tests',
    title: 'Join the beta tests',
    description: 'We are looking for clubs that want to shape the system with us. In return you get:',
    cta: 'Sign up your club',
  },
});
