import { describe, expect, it } from 'vitest';
import type { CompanyDetails } from '@shared/company';
import { LANGUAGES, type Language } from '@shared/language';
import { LEGAL_EFFECTIVE_FROM, type LegalDocument } from './legal-document';
import { privacyEn } from './privacy-en';
import { privacyPl } from './privacy-pl';
import { termsEn } from './terms-en';
import { termsPl } from './terms-pl';

const termsDocument = (language: Language, company: CompanyDetails) =>
  language === 'pl' ? termsPl(company) : termsEn(company);
const privacyDocument = (language: Language, company: CompanyDetails) =>
  language === 'pl' ? privacyPl(company) : privacyEn(company);

const company: CompanyDetails = {
  name: 'Testowa Firma Doradcza Jan Testowy',
  taxId: '1234563218',
  phone: '+48 600 700 800',
  email: 'kontakt@firma-testowa.example',
  address: 'ul. Próbna 7, 00-950 Warszawa',
};

/** Every string of a document, in reading order. */
function allTexts(doc: LegalDocument): string[] {
  const texts = [doc.title, doc.metaDescription, doc.effectiveFrom, doc.notice ?? '', doc.intro ?? ''];
  for (const section of doc.sections) {
    texts.push(section.id, section.heading);
    for (const block of section.blocks)
      texts.push(...(block.kind === 'paragraph' ? [block.text] : block.items));
  }
  return texts;
}

const fullText = (doc: LegalDocument) => allTexts(doc).join('\n');
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

const documents = [
  { kind: 'terms', build: termsDocument, sections: 9 },
  { kind: 'privacy', build: privacyDocument, sections: 12 },
] as const;

describe.each(documents)('$kind document', ({ build, sections }) => {
  describe.each(LANGUAGES)('in %s', (language: Language) => {
    const doc = build(language, company);

    it(`has exactly ${sections} sections numbered in order, each with content`, () => {
      expect(doc.sections.map((s) => s.id)).toEqual(Array.from({ length: sections }, (_, i) => `p${i + 1}`));
      for (const section of doc.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.blocks.length).toBeGreaterThan(0);
        for (const block of section.blocks) {
          if (block.kind === 'paragraph') expect(block.text.trim()).not.toBe('');
          else expect(block.items.length).toBeGreaterThan(0);
        }
      }
    });

    it('interpolates the company details and the effective date', () => {
      const text = fullText(doc);
      expect(doc.effectiveFrom).toBe(LEGAL_EFFECTIVE_FROM);
      expect(text).toContain(`${LEGAL_EFFECTIVE_FROM}.`);
      for (const value of [company.name, company.taxId, company.email, company.address]) {
        expect(text).toContain(value);
      }
    });

    it('contains no placeholder text', () => {
      for (const text of allTexts(doc)) {
        expect(text).not.toMatch(/lorem|todo|undefined|\$\{/i);
      }
    });

    it(
      language === 'en' ? 'says that it is a translation of the binding Polish text' : 'is the binding text',
      () => {
        if (language === 'en') {
          expect(doc.notice).toMatch(/English translation/);
          expect(doc.notice).toMatch(/Polish version is binding/);
        } else {
          expect(doc.notice).toBeUndefined();
        }
      },
    );
  });

  it('has the same section ids in the same order in Polish and English', () => {
    const ids = (language: Language) => build(language, company).sections.map((s) => s.id);
    expect(ids('en')).toEqual(ids('pl'));
  });

  it('uses the company passed in rather than fixed values', () => {
    const other = { ...company, name: 'Inna Firma', email: 'biuro@inna.example' };
    const text = fullText(build('pl', other));
    expect(text).toContain('Inna Firma');
    expect(text).toContain('biuro@inna.example');
    expect(text).not.toContain(company.name);
    expect(text).not.toContain(company.email);
  });
});

describe('Polish shop terms', () => {
  const doc = termsDocument('pl', company);
  const text = fullText(doc);

  it('is titled and numbered as the shop terms, in force from 15.07.2025', () => {
    expect(doc.title).toBe('Regulamin sklepu');
    expect(doc.sections.map((s) => s.heading.split('.')[0])).toEqual(
      Array.from({ length: 9 }, (_, i) => `§${i + 1}`),
    );
    expect(doc.sections[0]?.heading).toBe('§1. Postanowienia ogólne');
    expect(text).toContain('Regulamin obowiązuje od 15.07.2025');
  });

  it('states the 14-day withdrawal right, its loss on activation, 14-day complaints and access after payment', () => {
    expect(occurrences(text, '14 dni')).toBeGreaterThanOrEqual(2);
    expect(text).toContain('art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta');
    expect(text).toContain('utraci prawo odstąpienia od Umowy');
    expect(text).toContain('rozpatruje reklamację w terminie 14 dni');
    expect(text).toContain('Dostęp do Serwisu jest udzielany po zaksięgowaniu płatności');
    expect(text).toContain('art. 28 RODO');
  });
});

describe('Polish privacy policy', () => {
  const text = fullText(privacyDocument('pl', company));

  it('names the legal bases, the supervisory authority and only the necessary cookies', () => {
    for (const basis of ['lit. b RODO', 'lit. c RODO', 'lit. f RODO']) expect(text).toContain(basis);
    expect(text).toContain('Prezesa Urzędu Ochrony Danych Osobowych');
    expect(text).toContain('„lang”');
    expect(text).toContain('PESEL');
  });
});
