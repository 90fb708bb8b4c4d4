import type { CompanyDetails } from '@shared/company';
import type { Language } from '@shared/language';
import type { LegalDocument } from './legal-document';

// Titles and descriptions name no company details, so any company gives the same page meta.
const ANY_COMPANY: CompanyDetails = { name: '', taxId: '', phone: '', email: '', address: '' };

/** A legal page's title and description in both languages, taken from the document itself. */
export function legalMeta(
  build: (language: Language, company: CompanyDetails) => LegalDocument,
  productName: string,
): Record<Language, { title: string; description: string }> {
  const of = (language: Language) => {
    const doc = build(language, ANY_COMPANY);
    return { title: `${doc.title} – ${productName}`, description: doc.metaDescription };
  };
  return { pl: of('pl'), en: of('en') };
}
