import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_VALIDATION_PL as M } from '@shared/validation/order-fields';
import { bundleQuote, planPrice, quoteIn, toEuro } from '@shared/pricing/calculator';
import { orders, outboxMessages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  NIP,
  REGON,
  countOrders as countOrdersIn,
  fullOrderRequest as fullOrder,
  simpleOrderRequest as simpleOrder,
} from '../../test/factories/orders';
import { PESEL } from '../../test/factories/public-forms';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const order = (payload: unknown, url = '/api/order') =>
  app.inject({ method: 'POST', url, payload: payload as object });

const countOrders = () => countOrdersIn(app);

const stored = async (id: string) => {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  return row!;
};

describe('POST /api/order, simple form', () => {
  it('stores a pending order billed yearly when no period is given, priced on the server', async () => {
    const response = await order(simpleOrder());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      // The short form's key to give the invoice's buyer from the confirmation.
      buyerToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      number: expect.stringMatching(/^PF\/\d{4}\/\d{2}\/\d{4}$/),
      paymentDue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      plan: 'medium',
      paymentMode: 'yearly',
      selectedModules: [],
      totalNet: 1344,
      shown: { currency: 'PLN', totalNet: 1344, vat: 309.12, totalGross: 1653.12 },
      transfer: expect.objectContaining({ currency: 'PLN', amount: 1653.12 }),
    });
    const row = await stored(body.id);
    // The number the confirmation shows is the order's pro forma; payment is due 14 days after its issue.
    expect(body.number).toBe(row.proformaNumber);
    const issued = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
      row.proformaIssuedAt!,
    );
    expect(Date.parse(body.paymentDue) - Date.parse(issued)).toBe(14 * 86_400_000);
    expect(row).toMatchObject({
      form: 'simple',
      name: 'Jan Kowalski',
      email: 'jan@klub.pl',
      clubName: 'KS Dziesiątka',
      memberCount: 120,
      plan: 'medium',
      paymentMode: 'yearly',
      selectedModules: [],
      authorizedPersons: [],
      adminUser: null,
      adminPeselEncrypted: null,
      street: null,
      totalNetPln: 1344,
      status: 'pending',
      language: 'pl',
    });
  });

  it('takes the period when given, and a null member count', async () => {
    const response = await order(simpleOrder({ plan: 'small', paymentMode: 'monthly', memberCount: null }));
    expect(response.statusCode).toBe(201);
    expect(response.json().totalNet).toBe(70);
    expect(await stored(response.json().id)).toMatchObject({ memberCount: null, paymentMode: 'monthly' });
  });

  it('remembers the visitor language', async () => {
    const response = await order(simpleOrder(), '/api/order?lang=en');
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().id)).language).toBe('en');
  });

  it('returns an English order in euros by the one rule the site shows: the card price, not a rounded total', async () => {
    const response = await order(
      fullOrder({
        plan: 'medium',
        paymentMode: 'monthly',
        moduleCatalogue: 'landing',
        selectedModules: ['skladki'],
      }),
      '/api/order?lang=en',
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // Medium's card shows €37 (160 zł / 4.3 = 37.21) and Fees €12 (50 zł / 4.3 = 11.63): the total is their sum.
    expect(toEuro(planPrice('medium', 'monthly'), 4.3)).toBe(37);
    expect(body.totalNet).toBe(210);
    expect(body.shown).toEqual({ currency: 'EUR', totalNet: 49, vat: 11.27, totalGross: 60.27 });
    expect(body.shown).toMatchObject(
      (({ totalNet, vat, totalGross }) => ({ totalNet, vat, totalGross }))(
        quoteIn(
          'EUR',
          { catalogue: 'landing', plan: 'medium', period: 'monthly', modules: ['skladki'] },
          4.3,
        ),
      ),
    );
    expect((await stored(body.id)).totalNetPln).toBe(210);
    const [mail] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.relatedId, body.id));
    expect(mail!.text).toContain('€49.00');
    expect(mail!.text).toContain('€60.27');
  });

  it('stores and prices the modules a simple order carries, from the catalogue holding their ids', async () => {
    const response = await order(simpleOrder({ selectedModules: ['payments', 'certificates'] }));
    expect(response.statusCode).toBe(201);
    // (medium 160 + two /cennik modules at 100) × 12 × 70%, billed yearly as the simple form is
    expect(response.json().totalNet).toBe(3024);
    expect(await stored(response.json().id)).toMatchObject({
      form: 'simple',
      moduleCatalogue: 'pricing-page',
      selectedModules: ['payments', 'certificates'],
      street: null,
      adminUser: null,
      totalNetPln: 3024,
    });
  });

  it('refuses a simple order mixing both catalogues, storing nothing', async () => {
    const before = await countOrders();
    const response = await order(simpleOrder({ selectedModules: ['skladki', 'payments'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ selectedModules: M.unknownModule });
    expect(await countOrders()).toBe(before);
  });

  it('names each empty required field with the documented message', async () => {
    const before = await countOrders();
    const response = await order({ plan: 'large', name: ' ', email: '', clubName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: M.required,
      email: M.required,
      phone: M.required,
      clubName: M.required,
    });
    expect(await countOrders()).toBe(before);
  });
});

describe('POST /api/order, full form', () => {
  it('stores the order with the total computed from the landing catalogue, never the client total', async () => {
    const response = await order(fullOrder({ totalCost: 1, totalNet: 1 }));
    expect(response.statusCode).toBe(201);
    // medium 160 + fees 50 + competitions 150 (product §9), monthly
    expect(response.json().totalNet).toBe(360);
    const row = await stored(response.json().id);
    expect(row).toMatchObject({
      form: 'full',
      street: 'ul. Strzelecka 10',
      postalCode: '00-950',
      city: 'Warszawa',
      nip: NIP,
      regon: REGON,
      plan: 'medium',
      paymentMode: 'monthly',
      moduleCatalogue: 'landing',
      selectedModules: ['skladki', 'zawody'],
      authorizedPersons: [{ firstName: 'Anna', lastName: 'Nowak', position: 'Prezes Zarządu' }],
      adminUser: { firstName: 'Piotr', lastName: 'Wiśniewski', email: 'piotr@klub.pl' },
      totalNetPln: 360,
      status: 'pending',
    });
  });

  it('keeps the PESEL only encrypted at rest', async () => {
    const response = await order(fullOrder());
    const row = await stored(response.json().id);
    expect(JSON.stringify(row)).not.toContain(PESEL);
    expect(row.adminPeselEncrypted).toMatch(/^v1\./);
    expect(app.cipher.decrypt(row.adminPeselEncrypted!)).toBe(PESEL);
  });

  it('prices /cennik orders with the flat module rule', async () => {
    const modules = ['payments', 'certificates', 'competitions', 'range', 'arsenal'];
    const response = await order(
      fullOrder({
        plan: 'large',
        paymentMode: 'yearly',
        moduleCatalogue: 'pricing-page',
        selectedModules: [...modules, 'payments'],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().totalNet).toBe(bundleQuote('enterprise', 'yearly').totalNet);
    expect(response.json().totalNet).toBe(8820);
    expect((await stored(response.json().id)).selectedModules).toEqual(modules);
  });

  it('accepts no optional data: empty NIP and REGON, no modules, no persons, no member count', async () => {
    const response = await order(
      fullOrder({
        nip: '',
        regon: undefined,
        memberCount: null,
        selectedModules: [],
        authorizedPersons: [],
        plan: 'small',
        paymentMode: 'yearly',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().totalNet).toBe(588);
    expect(await stored(response.json().id)).toMatchObject({ nip: null, regon: null, memberCount: null });
  });

  it('prices a documented order of /cennik modules (no catalogue named) from the /cennik catalogue', async () => {
    const payload = fullOrder({
      plan: 'medium',
      paymentMode: 'monthly',
      selectedModules: ['payments', 'certificates'],
    });
    expect(payload).not.toHaveProperty('moduleCatalogue');
    const response = await order(payload);
    expect(response.statusCode).toBe(201);
    // medium 160 + two /cennik modules at the flat 100 each (product §9), monthly
    expect(response.json().totalNet).toBe(360);
    expect(await stored(response.json().id)).toMatchObject({
      moduleCatalogue: 'pricing-page',
      selectedModules: ['payments', 'certificates'],
      totalNetPln: 360,
    });
  });

  it('prices a documented order of landing modules (no catalogue named) from the landing catalogue', async () => {
    const response = await order(
      fullOrder({ plan: 'small', paymentMode: 'yearly', selectedModules: ['rejestr'] }),
    );
    expect(response.statusCode).toBe(201);
    // (small 70 + register 50) × 12 × 70%
    expect(response.json().totalNet).toBe(1008);
    expect(await stored(response.json().id)).toMatchObject({
      moduleCatalogue: 'landing',
      selectedModules: ['rejestr'],
      totalNetPln: 1008,
    });
  });

  it.each([
    ['a mix of both catalogues', ['skladki', 'payments']],
    ['an unknown id', ['payments', 'teleport']],
  ])('refuses %s when no catalogue is named, storing nothing', async (_label, selectedModules) => {
    const before = await countOrders();
    const response = await order(fullOrder({ selectedModules }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ selectedModules: M.unknownModule });
    expect(await countOrders()).toBe(before);
  });

  it('treats a request with any address field as the full form', async () => {
    const response = await order(simpleOrder({ street: 'ul. Polna 1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      postalCode: M.required,
      city: M.required,
      paymentMode: M.invalidPaymentMode,
      adminUser: M.adminRequired,
    });
  });

  it('names the empty administrator fields with the documented message', async () => {
    const response = await order(
      fullOrder({ adminUser: { firstName: '', lastName: '', email: '', pesel: '' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'adminUser.firstName': M.adminRequired,
      'adminUser.lastName': M.adminRequired,
      'adminUser.email': M.adminRequired,
      'adminUser.pesel': M.adminRequired,
    });
  });
});

describe('bad payloads get 400 naming the field and store nothing', () => {
  const cases: [string, unknown, string, string][] = [
    ['unknown plan (simple)', simpleOrder({ plan: 'huge' }), 'plan', M.invalidPlan],
    ['unknown plan (full)', fullOrder({ plan: 'enterprise' }), 'plan', M.invalidPlan],
    [
      '12-digit PESEL',
      fullOrder({ adminUser: { ...fullOrder().adminUser, pesel: `${PESEL}0` } }),
      'adminUser.pesel',
      M.invalidPesel,
    ],
    [
      'PESEL with a wrong checksum',
      fullOrder({ adminUser: { ...fullOrder().adminUser, pesel: '44051401459' } }),
      'adminUser.pesel',
      M.invalidPesel,
    ],
    ['memberCount 0 (simple)', simpleOrder({ memberCount: 0 }), 'memberCount', M.memberCountMin],
    ['memberCount 0 (full)', fullOrder({ memberCount: 0 }), 'memberCount', M.memberCountMin],
    ['memberCount 2.5', simpleOrder({ memberCount: 2.5 }), 'memberCount', M.memberCountInvalid],
    [
      'paymentMode weekly (simple)',
      simpleOrder({ paymentMode: 'weekly' }),
      'paymentMode',
      M.invalidPaymentMode,
    ],
    ['paymentMode weekly (full)', fullOrder({ paymentMode: 'weekly' }), 'paymentMode', M.invalidPaymentMode],
    ['NIP with a wrong checksum', fullOrder({ nip: '5261040829' }), 'nip', M.invalidNip],
    ['REGON with a wrong checksum', fullOrder({ regon: '123456789' }), 'regon', M.invalidRegon],
    ['invalid e-mail', simpleOrder({ email: 'jan(at)klub.pl' }), 'email', M.invalidEmail],
    // Phones are checked as phone numbers (an order once accepted 'xx').
    ['phone xx (simple)', simpleOrder({ phone: 'xx' }), 'phone', M.invalidPhone],
    ['phone 12-3 (full)', fullOrder({ phone: '12-3' }), 'phone', M.invalidPhone],
    ['phone with words (full)', fullOrder({ phone: 'call 600 100 200' }), 'phone', M.invalidPhone],
    [
      'a /cennik module on a landing order',
      fullOrder({ moduleCatalogue: 'landing', selectedModules: ['payments'] }),
      'selectedModules',
      M.unknownModule,
    ],
    [
      'a landing module on a /cennik order',
      fullOrder({ moduleCatalogue: 'pricing-page', selectedModules: ['skladki'] }),
      'selectedModules',
      M.unknownModule,
    ],
    [
      'an unknown module catalogue',
      fullOrder({ moduleCatalogue: 'elsewhere' }),
      'moduleCatalogue',
      M.invalidModuleCatalogue,
    ],
    [
      'an authorised person without a last name',
      fullOrder({ authorizedPersons: [{ firstName: 'Anna', lastName: '', position: 'Skarbnik' }] }),
      'authorizedPersons.0.lastName',
      M.personNameRequired,
    ],
    [
      'an authorised person with an unknown position',
      fullOrder({ authorizedPersons: [{ firstName: 'Anna', lastName: 'Nowak', position: 'Kapitan' }] }),
      'authorizedPersons.0.position',
      M.invalidPosition,
    ],
    ['a name too long', simpleOrder({ name: 'x'.repeat(201) }), 'name', M.tooLong],
  ];

  it.each(cases)('%s', async (_label, payload, field, message) => {
    const before = await countOrders();
    const response = await order(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields[field]).toBe(message);
    expect(body.error).toContain(message);
    expect(await countOrders()).toBe(before);
  });

  it.each([
    ['an array', []],
    ['a string', 'order'],
    ['null', null],
  ])('a body that is %s', async (_label, payload) => {
    const before = await countOrders();
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
    expect(await countOrders()).toBe(before);
  });
});
