import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shared/language';
import { publicPageUrl } from '../lib/public-url';
import { renderMail } from './render';
import type { MailContext } from './templates/context';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './templates/index';

/*
 * Every message the product sends, rendered in both languages with realistic data, read as a person reads it:
 * no lower-case letter after '!', no internal id, no ISO date, no raw zone id, and each language on its own.
 * A new template must be added to SAMPLES (the compiler asks for it).
 */

const ORDER_ID = '0148d038-e106-4c1b-9a53-2f0a1d9c7e11';
const BOOKING_ID = '6f1c2a9e-3b7d-4e58-a0c4-91b2d3e4f5a6';
const START = '2026-12-02T09:00:00.000Z';
const PREVIOUS = '2026-12-01T13:30:00.000Z';

type Samples = { [N in MailTemplateName]: MailTemplateData<N>[] };

const demo = { bookingId: BOOKING_ID, name: 'Jan Nowak', clubName: 'KS Tarcza', start: START };
const manageUrl = 'https://example.pl/prezentacja/tok_abc';

const SAMPLES: Samples = {
  'contact-confirmation': [
    { contactId: BOOKING_ID, name: 'Jan Nowak', subject: 'Pricing', message: 'How much is it?' },
  ],
  'demo-booking-confirmation': [
    { ...demo, status: 'pending', manageUrl, meetingUrl: 'https://meet.example.com/abc' },
  ],
  'demo-booking-status': [
    { ...demo, status: 'confirmed', meetingUrl: 'https://meet.example.com/abc', manageUrl },
    { ...demo, status: 'cancelled' },
  ],
  'demo-rescheduled': [
    { ...demo, status: 'pending', previousStart: PREVIOUS, manageUrl },
    { ...demo, status: 'confirmed', previousStart: PREVIOUS, manageUrl },
  ],
  'demo-cancelled': [
    { ...demo, cause: 'visitor', reason: null, bookAgainUrl: 'https://example.pl/#umow-prezentacje' },
    {
      ...demo,
      cause: 'slot-deleted',
      reason: 'Illness',
      bookAgainUrl: 'https://example.pl/#umow-prezentacje',
    },
  ],
  'demo-reminder': [
    { ...demo, status: 'pending', lead: '24h', manageUrl },
    { ...demo, status: 'confirmed', lead: '1h', manageUrl },
  ],
  'demo-follow-up': [
    { ...demo, memberCount: 120, plan: 'medium' },
    { ...demo, memberCount: 1, plan: 'small' },
    { ...demo, memberCount: null, plan: 'medium' },
  ],
  'demo-meeting-link': [
    { ...demo, status: 'pending', meetingUrl: 'https://meet.example.com/abc', changed: false, manageUrl },
    { ...demo, status: 'confirmed', meetingUrl: 'https://meet.example.com/abc', changed: true, manageUrl },
  ],
  'demo-manage-link': [{ ...demo, status: 'pending', manageUrl }],
  'order-confirmation': [
    {
      orderId: ORDER_ID,
      name: 'Jan Nowak',
      email: 'jan@example.com',
      phone: '+48 600 100 200',
      clubName: 'KS Tarcza',
      plan: 'medium',
      period: 'yearly',
      modules: ['competitions'],
      net: 30000,
      vat: 6900,
      gross: 36900,
      company: { street: 'Main 1', postalCode: '00-001', city: 'Warsaw', nip: '5261040828', regon: null },
      proforma: { number: 'PF/2026/11/0001', dueDate: '2026-12-10' },
      transfer: {
        account: '61 1090 1014 0000 0712 1981 2874',
        amount: 36900,
        currency: 'PLN',
        title: 'PF/2026/11/0001, KS Tarcza',
        recipient: 'Firma Doradcza',
        qrCid: 'transfer-qr@order',
      },
    },
  ],
  'order-status': [
    {
      orderId: ORDER_ID,
      orderNumber: 'PF/2026/11/0001',
      name: 'Jan Nowak',
      plan: 'medium',
      status: 'processing',
    },
    {
      orderId: ORDER_ID,
      orderNumber: 'PF/2026/11/0001',
      name: 'Jan Nowak',
      plan: 'medium',
      status: 'completed',
    },
  ],
  'order-payment-confirmation': [
    {
      orderId: ORDER_ID,
      name: 'Jan Nowak',
      clubName: 'KS Tarcza',
      proformaNumber: 'PF/2026/11/0001',
      amount: 36900,
      bookedOn: '2026-12-08',
    },
  ],
  'customer-welcome': [
    {
      orderId: ORDER_ID,
      orderNumber: 'PF/2026/11/0001',
      appUrl: 'https://ks-tarcza.example.pl',
      adminEmail: 'jan@example.com',
      name: 'Jan Nowak',
      clubName: 'KS Tarcza',
      plan: 'medium',
      modules: ['competitions'],
      instanceName: 'ks-tarcza',
    },
    {
      orderId: ORDER_ID,
      name: 'Jan Nowak',
      clubName: 'KS Tarcza',
      plan: 'medium',
      modules: ['competitions'],
      instanceName: 'ks-tarcza',
    },
  ],
  'beta-signup-confirmation': [{ signupId: BOOKING_ID, name: 'Jan Nowak', clubName: 'KS Tarcza' }],
  'operator-notification': [
    {
      kind: 'orders',
      recordId: ORDER_ID,
      headline: 'KS Tarcza',
      fields: [{ label: 'Klub', value: 'KS Tarcza' }],
      body: null,
    },
  ],
  'operator-reply': [
    { recordId: ORDER_ID, name: 'Jan Nowak', subject: 'Re: Pricing', message: 'Thanks.\n\nSee you.' },
  ],
  'invoice-issued': [
    {
      orderId: ORDER_ID,
      name: 'Jan Nowak',
      clubName: 'KS Tarcza',
      kind: 'invoice',
      number: 'FV/2026/12/0001',
      issueDate: '2026-12-08',
      gross: 36900,
    },
    {
      orderId: ORDER_ID,
      name: 'Jan Nowak',
      clubName: 'KS Tarcza',
      kind: 'correction',
      number: 'FK/2026/12/0001',
      issueDate: '2026-12-09',
      gross: -36900,
    },
  ],
  'recovery-code-used': [{ email: 'admin@example.pl', remaining: 9, at: '2026-12-02T09:00:00.000Z' }],
  'factors-reset': [{ email: 'admin@example.pl', resetBy: 'szef@example.pl' }],
  'second-factor-locked': [
    { email: 'admin@example.pl', failures: 10, windowMinutes: 60, at: '2026-12-02T09:00:00.000Z' },
  ],
  'login-ceiling-alert': [{ email: 'admin@example.pl', failures: 20, windowMinutes: 15 }],
  'admin-invitation': [
    { token: 'tok_xyz', invitedBy: 'admin@example.pl', expiresAt: '2026-12-03T09:00:00.000Z' },
  ],
};

/** The operator's messages are Polish whatever the language asked for (the back office is Polish). */
const POLISH_ONLY: ReadonlySet<MailTemplateName> = new Set([
  'operator-notification',
  'login-ceiling-alert',
  'admin-invitation',
  'recovery-code-used',
  'factors-reset',
  'second-factor-locked',
]);

const context = (language: Language): MailContext => ({
  language,
  company: {
    name: 'Test Consulting',
    taxId: '5261040828',
    phone: '+48 600 000 000',
    email: 'kontakt@example.pl',
    address: 'ul. Testowa 1, 00-001 Warszawa',
  },
  siteUrl: 'https://example.pl',
  // No PUBLIC_URL_EN: English pages are the Polish address with ?lang=en.
  pageUrl: (path) =>
    publicPageUrl({ publicUrl: 'https://example.pl', publicUrlEn: 'https://example.pl' }, language, path),
  adminUrl: 'https://example.pl',
  timeZone: 'Europe/Warsaw',
  from: { name: 'Test Consulting', address: 'kontakt@example.pl' },
});

/** What a person reads: the subject and the plain-text body, without addresses (ids may live in URLs). */
function readable(subject: string, text: string, language: Language): string {
  const { company } = context(language);
  return `${subject}\n${text}`
    .replace(/\[?https?:\/\/[^\s\]]+\]?/g, ' ')
    .split(company.address)
    .join(' ');
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const LOWER_AFTER_BANG = /!\s+\p{Ll}/u;
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
/** English words that give away an untranslated text in a Polish message. */
const ENGLISH_WORDS = /\b(the|your|please|hello|thank you|reference|order|booking)\b/i;

/** Each slip as a readable line, so a failure lists them all at once. */
function slips(name: MailTemplateName, language: Language, readableText: string): string[] {
  const found: string[] = [];
  const around = (match: RegExpExecArray | null) =>
    match ? JSON.stringify(readableText.slice(Math.max(0, match.index - 40), match.index + 40)) : '';
  const check = (label: string, pattern: RegExp) => {
    const match = pattern.exec(readableText);
    if (match) found.push(`${name} [${language}]: ${label}: ${around(match)}`);
  };
  check("lower case after '!'", LOWER_AFTER_BANG);
  check('a raw UUID', UUID);
  check('an ISO date', ISO_DATE);
  check(
    'a raw time-zone id instead of the house words',
    /Europe\/Warsaw|środkowoeuropejski|Central European/,
  );
  if (!POLISH_ONLY.has(name)) {
    if (language === 'en') check('Polish letters in an English message', POLISH_LETTERS);
    if (language === 'pl') check('English words in a Polish message', ENGLISH_WORDS);
  }
  return found;
}

async function renderAll(): Promise<{ name: MailTemplateName; language: Language; readable: string }[]> {
  const rendered = [];
  for (const name of Object.keys(MAIL_TEMPLATES) as MailTemplateName[]) {
    for (const data of SAMPLES[name]) {
      for (const language of LANGUAGES) {
        const mail = await renderMail(name, data as never, context(language));
        rendered.push({ name, language, readable: readable(mail.subject, mail.text, language) });
      }
    }
  }
  return rendered;
}

describe('every e-mail template in both languages', () => {
  it('has samples for every template', () => {
    for (const name of Object.keys(MAIL_TEMPLATES) as MailTemplateName[]) {
      expect(SAMPLES[name].length, name).toBeGreaterThan(0);
    }
  });

  it('reads as a person expects: sentence case, no ids, dd.MM.yyyy, the house zone words, one language', async () => {
    const found = (await renderAll()).flatMap((mail) => slips(mail.name, mail.language, mail.readable));
    expect(found).toEqual([]);
  });

  it('shows the order by its pro forma number and a due date as dd.MM.yyyy', async () => {
    const pl = await renderMail('order-confirmation', SAMPLES['order-confirmation'][0]!, context('pl'));
    expect(pl.text).toContain('Numer zamówienia: PF/2026/11/0001');
    expect(pl.text).toContain('do 10.12.2026');
    expect(pl.text).not.toContain('aby przekazać dane do płatności');
    expect(pl.text).toContain('Numer rachunku: 61 1090 1014 0000 0712 1981 2874');
    expect(pl.text).toContain('Tytuł przelewu: PF/2026/11/0001, KS Tarcza');
    expect(pl.html).toContain('src="cid:transfer-qr@order"');
    const welcome = await renderMail('customer-welcome', SAMPLES['customer-welcome'][0]!, context('en'));
    expect(welcome.text).toContain('Order number: PF/2026/11/0001');
    expect(welcome.text).toContain('Open https://ks-tarcza.example.pl and sign in as jan@example.com');
  });

  it('thanks for the demo with the order of the plan that fits, and the pricing page', async () => {
    const [fits, one, none] = SAMPLES['demo-follow-up'];
    const pl = await renderMail('demo-follow-up', fits!, context('pl'));
    expect(pl.subject).toBe('Dziękujemy za udział w prezentacji');
    expect(pl.text).toContain('Dla klubu liczącego 120 członków najlepiej pasuje pakiet Klub Średni.');
    expect(pl.html).toContain('href="https://example.pl/cennik#zamow-medium"');
    expect(pl.html).toContain('href="https://example.pl/cennik"');
    const en = await renderMail('demo-follow-up', one!, context('en'));
    expect(en.text).toContain('For a club of 1 member the Small club plan fits best.');
    expect(en.html).toContain('href="https://example.pl/cennik?lang=en#zamow-small"');
    const unknown = await renderMail('demo-follow-up', none!, context('pl'));
    expect(unknown.text).not.toContain('Dla klubu liczącego');
    expect(unknown.html).toContain('Złóż zamówienie');
  });

  it('links an English reader to English pages', async () => {
    const en = await renderMail('order-confirmation', SAMPLES['order-confirmation'][0]!, context('en'));
    expect(en.html).toContain('href="https://example.pl/regulamin?lang=en"');
    expect(en.html).not.toContain('href="https://example.pl/regulamin"');
    const pl = await renderMail('order-confirmation', SAMPLES['order-confirmation'][0]!, context('pl'));
    expect(pl.html).toContain('href="https://example.pl/regulamin"');
  });

  it('names a meeting time in the house words: czas polski / Polish time', async () => {
    for (const language of LANGUAGES) {
      const mail = await renderMail(
        'demo-booking-confirmation',
        SAMPLES['demo-booking-confirmation'][0]!,
        context(language),
      );
      expect(mail.text).toContain(language === 'pl' ? '(czas polski)' : '(Polish time)');
    }
  });
});
