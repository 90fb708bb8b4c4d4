import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoBookings, orders, pageViews } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { bookDemo } from '../../test/factories/demo-bookings';
import { CHROME, pageViewsOf } from '../../test/factories/page-views';
import { publicPayloads } from '../../test/factories/public-forms';
import { weekdayAhead } from '../../test/factories/slots';
import { nextIp } from '../../test/factories/visitors';
import { appWithAdmin } from '../../test/test-app';

/**
 * Where a lead came from (the UTM values and referrer of the visit before it), kept with the record, and the
 * traffic report's funnel from visit to paid order. The beacon itself: analytics.api.test.ts.
 */

// Noon in Warsaw on a Tuesday, far from midnight: one business day unless the test moves the clock.
const clock = createManualClock('2030-03-05T11:00:00Z');
const DAY_MS = 86_400_000;
const { app, headers: admin } = await appWithAdmin({}, { clock });
const { visit, today, report, viewsOf } = pageViewsOf(app, clock, admin);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('lead sources', () => {
  it('a demo booked after arriving with utm_source=facebook&utm_campaign=jesien carries them; one with no earlier view is direct', async () => {
    clock.advance(DAY_MS);
    const ip = nextIp();
    await visit({ ip, path: '/?utm_source=facebook&utm_campaign=jesien' });
    await visit({ ip, path: '/cennik' });
    const headers = { 'user-agent': CHROME };
    const visitor = { name: 'Jan Kowalski', email: 'jan.zrodlo@klub.pl' };
    const day = weekdayAhead(3, clock.now());
    const { id } = await bookDemo(app, admin, day, 10, visitor, { remoteAddress: ip, headers });
    const { id: directId } = await bookDemo(
      app,
      admin,
      day,
      11,
      { ...visitor, email: 'ola@klub.pl' },
      {
        remoteAddress: nextIp(),
        headers,
      },
    );

    const [booked] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, id));
    expect(booked).toMatchObject({
      source: {
        utmSource: 'facebook',
        utmCampaign: 'jesien',
        utmMedium: null,
        referrerHost: null,
        landingPage: '/',
      },
      sourceChannel: 'campaign',
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?source=campaign`,
      headers: admin,
    });
    expect(list.json().map((item: { id: string }) => item.id)).toEqual([id]);
    const direct = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?source=direct`,
      headers: admin,
    });
    expect(direct.json()).toEqual([expect.objectContaining({ id: directId, source: null })]);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings/export.csv`,
      headers: admin,
    });
    expect(csv.body).toContain('Źródło');
    expect(csv.body).toContain('facebook · kampania jesien · wejście: /');
    expect(csv.body).toContain('bezpośrednio');
    // The record keeps no visitor id.
    expect(JSON.stringify(booked)).not.toMatch(/[0-9a-f]{32}/);
  });

  it('stores the source in the record’s own insert, for a demo booking, an order, a message and a beta sign-up', async () => {
    clock.advance(DAY_MS);
    // What each lead table's row holds at the moment it is inserted: a later UPDATE would not show here.
    await app.db.execute(sql`create table inserted_leads (kind text, source jsonb, source_channel text)`);
    await app.db.execute(sql`
      create function note_inserted_lead() returns trigger language plpgsql as $$
      begin
        insert into inserted_leads values (tg_table_name, new.source, new.source_channel);
        return new;
      end $$`);
    const tables = ['demo_bookings', 'orders', 'contacts', 'beta_signups'];
    for (const table of tables) {
      await app.db.execute(
        sql.raw(`create trigger note_inserted_lead after insert on ${table}
          for each row execute function note_inserted_lead()`),
      );
    }
    try {
      const headers = { 'user-agent': CHROME };
      const arrive = async () => {
        const ip = nextIp();
        await visit({ ip, path: '/cennik?utm_source=newsletter&utm_medium=email' });
        return ip;
      };
      const day = weekdayAhead(4, clock.now());
      await bookDemo(
        app,
        admin,
        day,
        14,
        { name: 'Ewa Źródło', email: 'ewa.zrodlo@klub.pl' },
        { remoteAddress: await arrive(), headers },
      );
      const posts = [
        ['/api/order', publicPayloads.simpleOrder()],
        ['/api/contact', publicPayloads.contact()],
        ['/api/beta-test-signup', publicPayloads.beta()],
      ] as const;
      for (const [url, payload] of posts) {
        const response = await app.inject({
          method: 'POST',
          url,
          remoteAddress: await arrive(),
          headers,
          payload,
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const inserted = rowsOf<{ kind: string; source: unknown; source_channel: string }>(
        await app.db.execute(sql`select * from inserted_leads`),
      );
      expect(inserted.map((row) => row.kind).sort()).toEqual([...tables].sort());
      for (const row of inserted) {
        expect(row).toMatchObject({
          source_channel: 'campaign',
          source: { utmSource: 'newsletter', utmMedium: 'email', landingPage: '/cennik' },
        });
      }
    } finally {
      for (const table of tables) {
        await app.db.execute(sql.raw(`drop trigger note_inserted_lead on ${table}`));
      }
      await app.db.execute(sql`drop function note_inserted_lead()`);
      await app.db.execute(sql`drop table inserted_leads`);
    }
  });

  it("the funnel's counts for a seeded day are the seeded numbers, by source and language", async () => {
    clock.advance(DAY_MS);
    // 6 visitors: 4 from Google (one of them English), 2 direct; 4 see the prices (3 on /cennik, 1 the
    // landing page's section), 3 open a dialog, 2 book a demo, 1 orders and pays. A third booking comes from
    // a direct visitor who saw neither the prices nor a dialog: each step counts only those who reached the
    // one before, so it is a visitor and no step further.
    const visitors = Array.from({ length: 6 }, () => nextIp());
    for (const [index, ip] of visitors.entries()) {
      await visit({
        ip,
        referrer: index < 4 ? 'https://www.google.com/' : undefined,
        language: index === 3 ? 'en' : 'pl',
      });
    }
    for (const ip of visitors.slice(0, 3)) await visit({ ip, path: '/cennik' });
    await visit({ ip: visitors[4]!, event: 'pricing' });
    for (const ip of visitors.slice(0, 3)) await visit({ ip, path: '/cennik', event: 'dialog' });
    const headers = { 'user-agent': CHROME };
    const day = weekdayAhead(3, clock.now());
    // Three bookings: two by visitors who saw the prices and the dialog, one by a visitor who did not.
    for (const [n, hour, visitor] of [
      [1, 12, visitors[0]],
      [2, 13, visitors[1]],
      [3, 15, visitors[5]],
    ] as const) {
      await bookDemo(
        app,
        admin,
        day,
        hour,
        { name: 'A B', email: `a${n}@klub.pl` },
        { remoteAddress: visitor, headers },
      );
    }
    const ordered = await app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: visitors[2],
      headers,
      payload: publicPayloads.simpleOrder(),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await app.db
      .update(orders)
      // Paid later by the operator; created by the database's clock, so placed on the seeded day here.
      .set({ paidOn: '2030-03-20', createdAt: clock.now() })
      .where(eq(orders.id, ordered.json<{ id: string }>().id));

    const { funnel, sources, totals, pages } = await report();
    expect(funnel.total).toEqual([6, 4, 3, 3, 1, 1]);
    expect(funnel.bySource).toEqual([
      { source: 'google.com', counts: [4, 3, 3, 3, 1, 1] },
      { source: 'bezpośrednio', counts: [2, 1, 0, 0, 0, 0] },
    ]);
    expect(funnel.byLanguage).toEqual([
      { language: 'pl', counts: [5, 4, 3, 3, 1, 1] },
      { language: 'en', counts: [1, 0, 0, 0, 0, 0] },
    ]);
    expect(totals).toEqual({ visitors: 6, views: 9 });
    expect(sources).toEqual([
      { source: 'google.com', visitors: 4, views: 7 },
      { source: 'bezpośrednio', visitors: 2, views: 2 },
    ]);
    expect(pages).toEqual([
      { path: '/', visitors: 6, views: 6 },
      { path: '/cennik', visitors: 3, views: 3 },
    ]);

    // Rolled up the next day, the same numbers come from the kept aggregates; raw views go after 30 days.
    const seeded = today();
    clock.advance(DAY_MS);
    await app.jobs.runDue();
    const kept = await report(seeded);
    expect(kept.funnel.total).toEqual([6, 4, 3, 3, 1, 1]);
    expect(kept.totals).toEqual({ visitors: 6, views: 9 });
    clock.advance(31 * DAY_MS);
    await app.jobs.runDue();
    expect(await viewsOf(seeded)).toEqual([]);
    expect((await report(seeded)).funnel.total).toEqual([6, 4, 3, 3, 1, 1]);
    const [{ count } = { count: -1 }] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(sql`${pageViews.day} < ${seeded}::date + 1`);
    expect(count).toBe(0);
  });

  it('is for the admin only and refuses a reversed period', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/analytics/traffic?from=2030-01-01&to=2030-01-02' }))
        .statusCode,
    ).toBe(401);
    const reversed = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics/traffic?from=2030-01-05&to=2030-01-02',
      headers: admin,
    });
    expect(reversed.statusCode).toBe(400);
  });
});
