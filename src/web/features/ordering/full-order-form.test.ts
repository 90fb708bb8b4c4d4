import { describe, expect, it } from 'vitest';
import { ORDER_VALIDATION_PL } from '@shared/validation/order-fields';
import type { OrderSummary } from '@web/lib/order-dialog-props';
import {
  createFullOrderFormSchema,
  emptyPerson,
  fullOrderDefaults,
  toFullOrderRequest,
} from './full-order-form';
import { firstErrorMessage } from './form-errors';
import { localizeServerMessage, ORDER_VALIDATION_EN } from './validation-messages';

const summary: OrderSummary = {
  plan: 'large',
  paymentMode: 'yearly',
  selectedModules: ['rejestr'],
  totalCost: 3780,
  moduleCatalogue: 'landing',
};

const filled = () => ({
  ...fullOrderDefaults(summary),
  name: 'Jan Kowalski',
  email: 'jan@klub.pl',
  phone: '600 100 200',
  clubName: 'KS Dziesiątka',
  street: 'ul. Polna 1',
  postalCode: '00-950',
  city: 'Warszawa',
  adminUser: {
    firstName: 'Piotr',
    lastName: 'Nowak',
    email: 'piotr@klub.pl',
    pesel: '44051401458',
    identityDocument: '',
  },
  acceptTerms: true,
});

describe('toFullOrderRequest', () => {
  it('sends only persons with both names and remembers their form rows', () => {
    const values = {
      ...filled(),
      authorizedPersons: [
        { ...emptyPerson(true), firstName: ' ', lastName: 'Nowak' },
        { ...emptyPerson(), firstName: 'Anna', lastName: ' Wiśniewska ' },
        { ...emptyPerson(), firstName: 'Tomasz', lastName: '' },
      ],
    };
    const { body, personIndex } = toFullOrderRequest(values);
    expect(body.authorizedPersons).toEqual([
      { firstName: 'Anna', lastName: 'Wiśniewska', position: 'Członek Zarządu' },
    ]);
    expect(personIndex).toEqual([1]);
  });

  it('leaves out empty NIP and REGON, sends the member count as a number or null, never the terms', () => {
    const { body } = toFullOrderRequest({ ...filled(), nip: ' ', regon: '', memberCount: '' });
    expect(body).not.toHaveProperty('nip');
    expect(body).not.toHaveProperty('regon');
    expect(body).not.toHaveProperty('acceptTerms');
    expect(body.memberCount).toBeNull();
    const withIds = toFullOrderRequest({ ...filled(), nip: '526-104-08-28', memberCount: '120' }).body;
    expect(withIds).toMatchObject({ nip: '526-104-08-28', memberCount: 120 });
    expect(withIds).toMatchObject({ plan: 'large', paymentMode: 'yearly', selectedModules: ['rejestr'] });
  });
});

describe('the full order form schema', () => {
  const schema = createFullOrderFormSchema(ORDER_VALIDATION_PL);

  it('accepts a filled form', () => {
    expect(schema.safeParse(filled()).success).toBe(true);
  });

  it('reports the documented messages: contact first, the administrator and the terms', () => {
    const result = schema.safeParse({ ...fullOrderDefaults(summary), acceptTerms: false });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages[0]).toBe('Wypełnij wszystkie wymagane pola.');
    expect(messages).toContain('Wypełnij wszystkie dane administratora.');
    expect(messages).toContain('Musisz zaakceptować regulamin i politykę prywatności.');
    const adminOnly = schema.safeParse({ ...filled(), adminUser: { ...filled().adminUser, pesel: '' } });
    expect(adminOnly.error!.issues.map((issue) => issue.message)).toEqual([
      'Wypełnij wszystkie dane administratora.',
    ]);
  });

  it('checks the member count, PESEL and module ids like the server', () => {
    const issues = (values: object) =>
      schema.safeParse({ ...filled(), ...values }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ memberCount: '0' })).toEqual(['Liczba członków musi wynosić co najmniej 1.']);
    expect(issues({ memberCount: '2.5' })).toEqual(['Liczba członków musi być liczbą całkowitą.']);
    expect(issues({ adminUser: { ...filled().adminUser, pesel: '44051401459' } })).toEqual([
      'Nieprawidłowy numer PESEL',
    ]);
    expect(issues({ selectedModules: ['payments'] })).toEqual(['Wybrano moduł spoza cennika.']);
    expect(issues({ nip: '123' })).toEqual(['Nieprawidłowy numer NIP']);
  });

  it('asks a club abroad for an identity document instead of a PESEL, and hides the Polish ids', () => {
    const english = createFullOrderFormSchema(ORDER_VALIDATION_EN);
    const issues = (values: object) =>
      english.safeParse({ ...filled(), ...values }).error?.issues.map((issue) => issue.message) ?? [];
    // The English site starts with no country chosen.
    expect(fullOrderDefaults(summary, 'en').country).toBe('');
    expect(fullOrderDefaults(summary, 'pl').country).toBe('PL');
    expect(issues({ country: '' })).toEqual(['Choose a country from the list.']);
    // A NIP typed before the country changed is hidden: neither checked nor sent.
    const german = { country: 'DE', nip: '123', regon: '1', euVatId: ' DE123456789 ' };
    expect(issues(german)).toEqual(["Enter the administrator's identity document number."]);
    const admin = { ...filled().adminUser, pesel: '44051401459', identityDocument: ' C01X00T47 ' };
    expect(issues({ ...german, adminUser: admin })).toEqual([]);
    expect(issues({ ...german, adminUser: { ...admin, identityDocument: 'ABCD' } })).toEqual([
      'Invalid identity document number',
    ]);
    expect(issues({ ...german, adminUser: { ...admin, identityDocument: 'AB1' } })).toEqual([
      'Invalid identity document number',
    ]);
    const { body } = toFullOrderRequest({ ...filled(), ...german, adminUser: admin });
    expect(body).not.toHaveProperty('nip');
    expect(body).not.toHaveProperty('regon');
    expect(body.euVatId).toBe('DE123456789');
    expect(body.adminUser).toEqual({
      firstName: 'Piotr',
      lastName: 'Nowak',
      email: 'piotr@klub.pl',
      identityDocument: 'C01X00T47',
    });
    // Outside the EU there is no EU VAT number to send.
    const swiss = toFullOrderRequest({ ...filled(), ...german, country: 'CH', adminUser: admin }).body;
    expect(swiss).not.toHaveProperty('euVatId');
    // Back to Poland: the PESEL is asked and sent again, the document is not.
    const polish = toFullOrderRequest({
      ...filled(),
      adminUser: { ...filled().adminUser, identityDocument: 'X1234' },
    });
    expect(polish.body.adminUser).toMatchObject({ pesel: '44051401458' });
    expect(polish.body.adminUser).not.toHaveProperty('identityDocument');
  });

  it('speaks English with the English table', () => {
    const english = createFullOrderFormSchema(ORDER_VALIDATION_EN);
    const result = english.safeParse({ ...filled(), name: '' });
    expect(result.error!.issues[0]!.message).toBe('Fill in all required fields.');
  });
});

describe('messages', () => {
  it('finds the first message in field order, nested ones included', () => {
    expect(firstErrorMessage({})).toBeUndefined();
    expect(
      firstErrorMessage({
        adminUser: { pesel: { type: 'custom', message: 'Nieprawidłowy numer PESEL' } },
        acceptTerms: { type: 'custom', message: 'Musisz zaakceptować regulamin i politykę prywatności.' },
      }),
    ).toBe('Nieprawidłowy numer PESEL');
  });

  it("shows the server's Polish messages in English to English visitors", () => {
    expect(localizeServerMessage('Nieprawidłowy numer PESEL', 'en')).toBe('Invalid PESEL number');
    expect(localizeServerMessage('Nieprawidłowy numer PESEL', 'pl')).toBe('Nieprawidłowy numer PESEL');
    expect(localizeServerMessage('Something else', 'en')).toBe('Something else');
  });
});
