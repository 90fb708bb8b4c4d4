import { defineMessages } from '@web/i18n/messages';

export const legalMessages = defineMessages({
  pl: {
    effectiveFrom: 'Obowiązuje od',
    contents: 'Spis treści',
    backHome: 'Wróć na stronę główną',
    translation: 'Tłumaczenie',
  },
  en: {
    effectiveFrom: 'In force from',
    contents: 'Contents',
    backHome: 'Back to the home page',
    translation: 'Translation',
  },
});
