import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCustomer, OrderFulfilment } from '@shared/contracts/order-admin';
import type { ScmInstance } from '@shared/contracts/scm-instances';
import type { Tenant } from '@shared/contracts/tenants';
import { orders, scmInstances, statusChanges, tenants } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { placeOrder } from '../../test/factories/orders';
import { publicPayloads } from '../../test/factories/public-forms';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createTestApp, mailTestConfig, signInAsAdmin, type TestApp } from '../../test/test-app';
import { PROVISIONING_MESSAGES } from './provisioning';

const clock = createManualClock('2026-11-24T10:00:00Z');
let smtp: TestSmtp;
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp(mailTestConfig(smtp.url, []), { clock });
  admin = await signInAsAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

let counter = 0;
async function placeNumberedOrder(overrides: Record<string, unknown> = {}, url?: string) {
  const n = ++counter;
  const order = publicPayloads.fullOrder();
  const payload = {
    ...order,
    email: `zamawiajacy${n}@klub.pl`,
    clubName: `KS Dziesiątka Łódź ${n}`,
    selectedModules: ['skladki', 'zawody'],
    adminUser: { ...order.adminUser, email: `administrator${n}@klub.pl` },
    ...overrides,
  };
  const { id } = await placeOrder(app, payload, { url });
  return { id, n, adminEmail: `administrator${n}@klub.pl` };
}

const fulfilment = async (id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/orders/${id}/fulfilment`, headers: admin.headers })
  ).json<OrderFulfilment>();

async function payInFull(id: string) {
  const gross = (await fulfilment(id)).proforma!.grossPln;
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/payment`,
    headers: admin.headers,
    payload: { bookedOn: '2026-11-25', amount: gross },
  });
  expect(response.statusCode).toBe(200);
}

const createCustomer = (id: string, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/customer`, headers });

const tenantsOf = (id: string) =>
  app.db
    .select({ id: tenants.id })
    .from(tenants)
    .innerJoin(orders, eq(orders.tenantId, tenants.id))
    .where(eq(orders.id, id));

const tenantCount = async () => (await app.db.select({ id: tenants.id }).from(tenants)).length;
const instanceCount = async () => (await app.db.select({ id: scmInstances.id }).from(scmInstances)).length;

describe("'Utwórz klienta' on a paid order", () => {
  it('creates the tenant and the instance once, linked to the order, and mails the first administrator', async () => {
    const { id, n, adminEmail } = await placeNumberedOrder();
    await payInFull(id);
    const before = await fulfilment(id);
    expect(before).toMatchObject({ tenant: null, scmInstance: null, administratorEmail: adminEmail });

    const response = await createCustomer(id);
    expect(response.statusCode).toBe(201);
    const { tenant, scmInstance } = response.json<OrderCustomer>();
    const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
    expect(tenant).toMatchObject({
      tenantName: `ks-dziesiatka-lodz-${n}`,
      clubName: `KS Dziesiątka Łódź ${n}`,
      contactEmail: `zamawiajacy${n}@klub.pl`,
      contactPhone: '+48 600 100 200',
      subscriptionPlan: 'premium',
      maxUsers: 200,
      modules: ['skladki', 'zawody'],
      isActive: true,
      order: { id, proformaNumber: order!.proformaNumber },
    });
    // The credentials come back once to the operator, as when a tenant is added by hand.
    expect(tenant.clientId).toMatch(/^tnt_/);
    expect(tenant.clientSecret.length).toBeGreaterThan(20);
    expect(scmInstance).toMatchObject({
      instanceName: `ks-dziesiatka-lodz-${n}`,
      licenseType: 'medium',
      modules: ['skladki', 'zawody'],
      status: 'active',
      order: { id },
    });
    expect(order).toMatchObject({ tenantId: tenant.id, scmInstanceId: scmInstance.id });
    expect(await fulfilment(id)).toMatchObject({
      tenant: { id: tenant.id, tenantName: tenant.tenantName },
      scmInstance: { id: scmInstance.id, instanceName: scmInstance.instanceName },
    });

    // Each screen's list shows the order it came from.
    const tenantList = await app.inject({ method: 'GET', url: '/api/admin/tenants', headers: admin.headers });
    expect(tenantList.json<Tenant[]>().find((item) => item.id === tenant.id)?.order).toEqual({
      id,
      proformaNumber: order!.proformaNumber,
    });
    const instanceList = await app.inject({
      method: 'GET',
      url: '/api/admin/scm-instances',
      headers: admin.headers,
    });
    expect(instanceList.json<ScmInstance[]>().find((item) => item.id === scmInstance.id)?.order).toEqual({
      id,
      proformaNumber: order!.proformaNumber,
    });

    const history = await app.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.recordKind, 'orders'), eq(statusChanges.recordId, id)));
    const created = history.find((entry) => entry.adminNotes?.startsWith('Utworzono klienta'));
    expect(created).toMatchObject({ changedBy: admin.email });
    expect(created!.adminNotes).toContain(tenant.tenantName);

    await app.jobs.runDue();
    const [welcome, ...more] = smtp.to(adminEmail);
    expect(more).toHaveLength(0);
    expect(welcome!.subject).toBe('Witamy! System Twojego klubu jest gotowy');
    expect(welcome!.text).toContain('Dzień dobry, Piotr Wiśniewski!');
    expect(welcome!.text).toContain(`KS Dziesiątka Łódź ${n}`);
    expect(welcome!.text).toContain('Skontaktujemy się z Tobą, aby przekazać adres systemu klubu');
    // The order's number for people is its pro forma's; the internal id stays out of the text.
    expect(welcome!.text).toContain(`Numer zamówienia: ${order!.proformaNumber}`);
    expect(welcome!.text).not.toContain(id);
    // The OAuth credentials stay in the back office.
    expect(welcome!.text).not.toContain(tenant.clientSecret);
    expect(welcome!.html).not.toContain(tenant.clientSecret);
    expect(welcome!.text).not.toContain(tenant.clientId);
  });

  it('welcomes the administrator of an English order in English', async () => {
    const { id, adminEmail } = await placeNumberedOrder({}, '/api/order?lang=en');
    await payInFull(id);
    expect((await createCustomer(id)).statusCode).toBe(201);
    await app.jobs.runDue();
    const [welcome] = smtp.to(adminEmail);
    expect(welcome!.subject).toBe("Welcome! Your club's system is ready");
    expect(welcome!.text).toContain('We will contact you with the address of your club');
  });

  it("names the club system's address from CUSTOMER_APP_URL and how the administrator signs in", async () => {
    const withAddress = await createTestApp(
      { ...mailTestConfig(smtp.url, []), customerAppUrl: 'https://{instance}.clubs.example.pl' },
      { clock },
    );
    try {
      const headers = (await signInAsAdmin(withAddress)).headers;
      const order = publicPayloads.fullOrder();
      const adminEmail = `adres-${++counter}@klub.pl`;
      const placed = await withAddress.inject({
        method: 'POST',
        url: '/api/order',
        payload: {
          ...order,
          clubName: `KS Adres ${counter}`,
          adminUser: { ...order.adminUser, email: adminEmail },
        },
      });
      const id: string = placed.json().id;
      const { proforma } = (
        await withAddress.inject({ method: 'GET', url: `/api/admin/orders/${id}/fulfilment`, headers })
      ).json<OrderFulfilment>();
      await withAddress.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/payment`,
        headers,
        payload: { bookedOn: '2026-11-25', amount: proforma!.grossPln },
      });
      const created = await withAddress.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/customer`,
        headers,
      });
      expect(created.statusCode).toBe(201);
      const { scmInstance } = created.json<OrderCustomer>();
      await withAddress.jobs.runDue();
      const [welcome] = smtp.to(adminEmail);
      const address = `https://${scmInstance.instanceName}.clubs.example.pl`;
      expect(welcome!.text).toContain(`Adres systemu: ${address}`);
      expect(welcome!.text).toContain(`Otwórz ${address} i zaloguj się jako ${adminEmail}.`);
      expect(welcome!.text).not.toContain('aby przekazać adres systemu klubu');
    } finally {
      await withAddress.close();
    }
  });

  it('refuses a second time with a clear message, creating nothing more', async () => {
    const { id } = await placeNumberedOrder();
    await payInFull(id);
    expect((await createCustomer(id)).statusCode).toBe(201);
    const [tenantsBefore, instancesBefore] = [await tenantCount(), await instanceCount()];
    const again = await createCustomer(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PROVISIONING_MESSAGES.exists);
    expect(await tenantCount()).toBe(tenantsBefore);
    expect(await instanceCount()).toBe(instancesBefore);
  });

  it('refuses an unpaid order, creating nothing', async () => {
    const { id } = await placeNumberedOrder();
    const [tenantsBefore, instancesBefore] = [await tenantCount(), await instanceCount()];
    const response = await createCustomer(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(PROVISIONING_MESSAGES.unpaid);
    expect(await tenantCount()).toBe(tenantsBefore);
    expect(await instanceCount()).toBe(instancesBefore);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ tenantId: null, scmInstanceId: null });
  });

  it('answers 404 for an unknown order and 401 without a session', async () => {
    expect((await createCustomer('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const { id } = await placeNumberedOrder();
    expect((await createCustomer(id, {})).statusCode).toBe(401);
  });

  it('creates once when the button is pressed several times at once', async () => {
    const { id, adminEmail } = await placeNumberedOrder();
    await payInFull(id);
    const [tenantsBefore, instancesBefore] = [await tenantCount(), await instanceCount()];
    const responses = await Promise.all(Array.from({ length: 5 }, () => createCustomer(id)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect(await tenantsOf(id)).toHaveLength(1);
    expect(await tenantCount()).toBe(tenantsBefore + 1);
    expect(await instanceCount()).toBe(instancesBefore + 1);
    await app.jobs.runDue();
    expect(smtp.to(adminEmail)).toHaveLength(1);
  });

  it('maps small to basic and large to enterprise, with the plan user caps', async () => {
    for (const [plan, subscriptionPlan, maxUsers] of [
      ['small', 'basic', 50],
      ['large', 'enterprise', 1000],
    ] as const) {
      const { id } = await placeNumberedOrder({ plan });
      await payInFull(id);
      const response = await createCustomer(id);
      expect(response.statusCode).toBe(201);
      expect(response.json<OrderCustomer>().tenant).toMatchObject({ subscriptionPlan, maxUsers });
      expect(response.json<OrderCustomer>().scmInstance.licenseType).toBe(plan);
    }
  });
});
