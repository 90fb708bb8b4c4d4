/**
 * The content model of the legal pages (/regulamin, /polityka-prywatnosci). The texts are data,
 * rendered elsewhere; Polish is the authoritative version and English is a translation.
 */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };
export type LegalDocument = {
  title: string;
  metaDescription: string;
  effectiveFrom: string;
  notice?: string;
  intro?: string;
  sections: LegalSection[];
};

/** Date from which the current shop terms and privacy policy are in force (product §9), as shown on the pages. */
export const LEGAL_EFFECTIVE_FROM = '15.07.2025';

export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
