import type { CompanyDetails } from '@shared/company';
import type { Language } from '@shared/language';
import type { RetentionPeriods } from '@shared/privacy';
import type { LegalDocument } from './legal-document';
import type { LegalKind } from './legal-meta';

/** The privacy policy also states the configured retention periods. */
export type BuildLegalDocument = (company: CompanyDetails, retention: RetentionPeriods) => LegalDocument;

/** Each document in each language is a chunk of its own: a page loads only the language it shows. */
export const LEGAL_DOCUMENTS: Record<LegalKind, Record<Language, () => Promise<BuildLegalDocument>>> = {
  terms: {
    pl: () => import('./terms-pl').then((m) => (company) => m.termsPl(company)),
    en: () => import('./terms-en').then((m) => (company) => m.termsEn(company)),
  },
  privacy: {
    pl: () =>
      import('./privacy-pl').then((m) => (company, retention) => m.privacyPl(company, undefined, retention)),
    en: () =>
      import('./privacy-en').then((m) => (company, retention) => m.privacyEn(company, undefined, retention)),
  },
};
