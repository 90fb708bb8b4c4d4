import type { Language } from '@shared/language';

export type LegalKind = 'terms' | 'privacy';
type LegalMeta = { title: string; description: string };

/**
 * The legal documents' titles and search descriptions in both languages. They are apart from the texts
 * so that a page's meta (its <title> after the PL/EN toggle) costs a few lines, not both documents.
 */
export const LEGAL_META: Record<LegalKind, Record<Language, LegalMeta>> = {
  terms: {
    pl: {
      title: 'Regulamin sklepu',
      description:
        'Regulamin sprzedaży subskrypcji systemu dla klubów strzeleckich: zamówienia, ceny i ' +
        'płatności, prawo odstąpienia od umowy, reklamacje i dane osobowe.',
    },
    en: {
      title: 'Terms of Service',
      description:
        'Terms of sale of subscriptions to the shooting-club management system: orders, prices and payment, ' +
        'right of withdrawal, complaints and personal data.',
    },
  },
  privacy: {
    pl: {
      title: 'Polityka prywatności',
      description:
        'Jakie dane osobowe zbieramy w formularzach strony systemu dla klubów strzeleckich, po co ' +
        'i jak długo je przetwarzamy, komu je przekazujemy i jakie masz prawa.',
    },
    en: {
      title: 'Privacy Policy',
      description:
        'Which personal data the shooting-club management website collects in its forms, why and ' +
        'for how long we process it, who receives it and what rights you have.',
    },
  },
};

/** A legal page's title and description in both languages. */
export function legalMeta(kind: LegalKind, productName: string): Record<Language, LegalMeta> {
  const of = (language: Language) => {
    const meta = LEGAL_META[kind][language];
    return { title: `${meta.title} – ${productName}`, description: meta.description };
  };
  return { pl: of('pl'), en: of('en') };
}
