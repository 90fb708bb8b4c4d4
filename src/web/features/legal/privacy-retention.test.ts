import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '@shared/privacy';
import type { LegalDocument } from './legal-document';
import { privacyEn } from './privacy-en';
import { privacyPl } from './privacy-pl';

const company = {
  name: 'Firma',
  taxId: '5261040828',
  phone: '+48 600 000 000',
  email: 'a@b.pl',
  address: 'Adres',
};
const section7 = (document: LegalDocument) =>
  JSON.stringify(document.sections.find((section) => section.id === 'p7'));

describe('the privacy policy states the configured retention periods', () => {
  it('the defaults, in both languages', () => {
    const pl = section7(privacyPl(company));
    expect(pl).toContain('wiadomości z formularza kontaktowego – 2 lata');
    expect(pl).toContain('6 lat');
    expect(pl).toContain('do 30 dni po realizacji lub anulowaniu zamówienia');
    expect(pl).toContain('zgłoszenia błędów z systemów klubowych – 3 lata');
    const en = section7(privacyEn(company));
    expect(en).toContain('contact-form messages – 2 years');
    expect(en).toContain('until 30 days after the order is completed or cancelled');
  });

  it('whatever the installation configured', () => {
    const retention = { ...DEFAULT_RETENTION, contactsMonths: 18, orderPeselDays: 14, ordersMonths: 60 };
    const pl = section7(privacyPl(company, undefined, retention));
    expect(pl).toContain('wiadomości z formularza kontaktowego – 18 miesięcy');
    expect(pl).toContain('5 lat od ostatniej zmiany zamówienia');
    expect(pl).toContain('do 14 dni');
    expect(section7(privacyEn(company, undefined, retention))).toContain('contact-form messages – 18 months');
  });
});
