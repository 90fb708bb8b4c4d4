import type { CompanyDetails } from '@shared/company';
import type { Language } from '@shared/language';
import type { LegalDocument } from './legal-document';
import type { LegalKind } from './legal-meta';

export type BuildLegalDocument = (company: CompanyDetails) => LegalDocument;

/** Each document in each language is a chunk of its own: a page loads only the language it shows. */
export const LEGAL_DOCUMENTS: Record<LegalKind, Record<Language, () => Promise<BuildLegalDocument>>> = {
  terms: {
    pl: () => import('./terms-pl').then((m) => m.termsPl),
    en: () => import('./terms-en').then((m) => m.termsEn),
  },
  privacy: {
    pl: () => import('./privacy-pl').then((m) => m.privacyPl),
    en: () => import('./privacy-en').then((m) => m.privacyEn),
  },
};
