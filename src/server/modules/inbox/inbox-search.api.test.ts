import { describe, expect, it } from 'vitest';
import { inboxPath } from '@shared/contracts/inbox';
import { inboxFactories } from '../../test/factories/inbox';
import { publicPayloads } from '../../test/factories/public-forms';
import { nextIp } from '../../test/factories/visitors';
import { appWithAdmin } from '../../test/test-app';
import { placeOrder } from '../../test/factories/orders';

/**
 * Search finds what people quote: an order by its pro forma number (whole or its tail), by the gross amount the
 * pro forma asks for (written the Polish way or with a dot), by its NIP however written; any list by phone.
 */
const { app, headers } = await appWithAdmin();

const found = async (kind: Parameters<typeof inboxPath>[0], q: string): Promise<string[]> => {
  const response = await app.inject({
    method: 'GET',
    url: `${inboxPath(kind)}?q=${encodeURIComponent(q)}&limit=100`,
    headers,
  });
  expect(response.statusCode, q).toBe(200);
  return response.json().map((item: { id: string }) => item.id);
};

/** A full order placed as the site places it, and what the operator sees of it. */
async function placeSearchableOrder(overrides: Record<string, unknown> = {}) {
  const { id } = await placeOrder(
    app,
    publicPayloads.fullOrder({ nip: '526-104-08-28', regon: '123456785', ...overrides }),
    { remoteAddress: nextIp() },
  );
  const record = await app.inject({ method: 'GET', url: `${inboxPath('orders')}/${id}`, headers });
  return record.json() as { id: string; proformaNumber: string; totalNetPln: number; phone: string };
}

describe('orders', () => {
  it('shows the pro forma number and finds the order by it, whole or by its tail', async () => {
    const order = await placeSearchableOrder();
    expect(order.proformaNumber).toMatch(/^PF\/\d{4}\/\d{2}\/\d{4}$/);
    const listed = (await app.inject({ method: 'GET', url: inboxPath('orders'), headers })).json();
    expect(listed.find((item: { id: string }) => item.id === order.id).proformaNumber).toBe(
      order.proformaNumber,
    );

    expect(await found('orders', order.proformaNumber)).toEqual([order.id]);
    expect(await found('orders', order.proformaNumber.toLowerCase())).toEqual([order.id]);
    const tail = order.proformaNumber.replace(/^PF\//, '');
    expect(await found('orders', tail)).toEqual([order.id]);
  });

  it('finds the order by the gross amount of its pro forma, written with a comma, a dot or grouped', async () => {
    // Each order its own plan and modules, so its amount is its own in this file.
    const order = await placeSearchableOrder({ plan: 'large', selectedModules: ['skladki', 'zawody'] });
    const net = order.totalNetPln;
    const gross = (Math.round(net * 100) + Math.round((Math.round(net * 100) * 23) / 100)) / 100;
    const polish = gross.toFixed(2).replace('.', ',');
    const grouped = polish.replace(/\B(?=(\d{3})+,)/g, ' ');
    for (const q of [polish, gross.toFixed(2), grouped, `${polish} zł`]) {
      expect(await found('orders', q), q).toContain(order.id);
    }
    expect(await found('orders', net.toFixed(2).replace('.', ','))).toContain(order.id);
    // An amount no order has finds none.
    expect(await found('orders', '1,01')).toEqual([]);
  });

  it('finds the order by NIP with or without dashes, and by phone digits', async () => {
    const order = await placeSearchableOrder({ nip: '123-456-32-18', phone: '+48 601 202 303' });
    expect(await found('orders', '1234563218')).toContain(order.id);
    expect(await found('orders', '123-456-32-18')).toContain(order.id);
    expect(await found('orders', '601202303')).toContain(order.id);
    expect(await found('orders', '601-202-303')).toContain(order.id);
  });
});

describe.each(['contacts', 'demo-bookings', 'beta-signups'] as const)('%s by phone', (kind) => {
  it('finds a record by its phone however it is written', async () => {
    const { id } = await inboxFactories[kind](app.db, { phone: '+48 602 777 888' });
    for (const q of ['602777888', '602 777 888', '602-777-888', '+48602777888']) {
      expect(await found(kind, q), q).toEqual([id]);
    }
  });
});
