import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxPath } from '@shared/contracts/inbox';
import { INBOX_CONFIG, INBOX_KINDS, statusValues } from '@shared/inbox';
import { statusChanges } from '../../db/schema/index';
import { inboxFactories, insertBugReport, insertContact, insertOrder } from '../../test/factories/inbox';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { unique } from '../../test/factories/visitors';
import { createInboxRepository } from '../../inbox/repository';
import { inboxDefinition } from './kinds';

/** What the operator gets beyond the product's list and status calls: bulk change, CSV, statistics. */
let app: TestApp;
let headers: Record<string, string>;
let email: string;
beforeAll(async () => {
  app = await createTestApp();
  ({ headers, email } = await signInAsAdmin(app));
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, payload, headers });

describe.each(INBOX_KINDS)('bulk status change: %s', (kind) => {
  const table = inboxDefinition(kind).table;
  const statuses = async (ids: string[]) =>
    (await app.db.select({ status: table.status }).from(table).where(inArray(table.id, ids))).map(
      (row) => row.status,
    );

  it('sets one status on every selected record and audits each, keeping their notes', async () => {
    const a = await inboxFactories[kind](app.db, { adminNotes: 'notatka A' });
    const b = await inboxFactories[kind](app.db);
    const status = statusValues(kind)[2]!;
    const response = await put(`${inboxPath(kind)}/status`, { ids: [a.id, b.id, a.id], status });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await statuses([a.id, b.id])).toEqual([status, status]);
    const [notes] = await app.db
      .select({ adminNotes: table.adminNotes })
      .from(table)
      .where(eq(table.id, a.id));
    expect(notes?.adminNotes).toBe('notatka A');
    const audit = await app.db
      .select()
      .from(statusChanges)
      .where(inArray(statusChanges.recordId, [a.id, b.id]));
    expect(audit).toHaveLength(2);
    expect(audit.every((line) => line.changedBy === email && line.toStatus === status)).toBe(true);
  });

  it('changes nothing when one id is unknown (404) or the status is not in the vocabulary (400)', async () => {
    const a = await inboxFactories[kind](app.db);
    const unknown = '00000000-0000-4000-8000-000000000001';
    const status = statusValues(kind)[1]!;
    expect((await put(`${inboxPath(kind)}/status`, { ids: [a.id, unknown], status })).statusCode).toBe(404);
    const bad = await put(`${inboxPath(kind)}/status`, { ids: [a.id], status: 'bogus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
    const empty = await put(`${inboxPath(kind)}/status`, { ids: [], status });
    expect(empty.json().fields).toHaveProperty('ids');
    expect(await statuses([a.id])).toEqual([INBOX_CONFIG[kind].defaultStatus]);
  });
});

describe('summary', () => {
  it('counts every status of the vocabulary, zero included', async () => {
    const fresh = await createTestApp();
    const admin = await signInAsAdmin(fresh);
    await insertBugReport(fresh.db, { status: 'resolved' });
    await insertBugReport(fresh.db);
    await insertBugReport(fresh.db);
    const response = await fresh.inject({ method: 'GET', url: '/api/admin/bug-reports/summary', ...admin });
    expect(response.json()).toEqual({
      total: 3,
      byStatus: { open: 2, in_progress: 0, resolved: 1, closed: 0 },
    });
    await fresh.close();
  });
});

describe('CSV export', () => {
  it('exports the filtered list, escaped and safe from formula injection', async () => {
    const token = `csv${unique()}`;
    await insertContact(app.db, {
      token,
      subject: '=HYPERLINK("http://evil.example","klik")',
      message: 'Linia 1\nLinia 2; "cytat"',
      createdAt: new Date('2026-07-15T08:30:00Z'),
    });
    await insertContact(app.db, { token, status: 'completed' });
    const response = await get(`/api/admin/contacts/export.csv?q=${token}&status=new`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = response.body;
    expect(
      text.startsWith(
        '\uFEFFUtworzono;Imię i nazwisko;Email;Telefon;Temat;Wiadomość;Źródło;Status;Notatki;Przetworzono\r\n',
      ),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('15.07.2026 10:30;');
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil.example"",""klik"")";`);
    expect(lines[1]).toContain(';"Linia 1\nLinia 2; ""cytat""";bezpośrednio;Nowy;;');
  });

  it('reads every row across batches, none twice, even with equal timestamps', async () => {
    const token = `many${unique()}`;
    const same = new Date('2026-01-01T00:00:00.123Z');
    for (let i = 0; i < 45; i++) await insertContact(app.db, { token, createdAt: same });
    // Small batches, so the keyset cursor (created_at to the microsecond, then id) is what is tested.
    const repository = createInboxRepository(app.db, inboxDefinition('contacts'));
    const ids: unknown[] = [];
    for await (const batch of repository.allMatching({ q: token }, 10))
      ids.push(...batch.map((row) => row.id));
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    const exported = (await get(`/api/admin/contacts/export.csv?q=${token}`)).body;
    expect(exported.split('\r\n').filter(Boolean)).toHaveLength(46);
  });

  it('refuses a bad filter with 400', async () => {
    expect((await get('/api/admin/orders/export.csv?status=bogus')).statusCode).toBe(400);
  });
});

describe('orders', () => {
  it('return plan, billing period, modules, member count and the total, never the PESEL', async () => {
    const { id } = await insertOrder(app.db, { adminPeselEncrypted: 'SECRET-CIPHERTEXT' });
    const response = await get('/api/admin/orders?limit=500');
    const order = response.json().find((item: { id: string }) => item.id === id);
    expect(order).toMatchObject({
      plan: 'medium',
      paymentMode: 'yearly',
      selectedModules: ['skladki', 'rejestr'],
      memberCount: 120,
      totalNetPln: 2604,
    });
    expect(response.body).not.toContain('SECRET-CIPHERTEXT');
    expect(response.body.toLowerCase()).not.toContain('pesel');
    const updated = await put(`/api/admin/orders/${id}/status`, { status: 'processing' });
    expect(updated.body).not.toContain('SECRET-CIPHERTEXT');
  });
});

describe('large lists: keyset cursor and estimated totals', () => {
  it('pages with the X-Next-Cursor exactly as with offsets, the total unchanged', async () => {
    const tag = `kursor-${unique()}`;
    for (let n = 0; n < 7; n++) await insertContact(app.db, { subject: `${tag} ${n}` });
    const query = `q=${tag}&limit=3`;
    const byOffset = [];
    for (let offset = 0; offset < 9; offset += 3) {
      byOffset.push(...(await get(`${inboxPath('contacts')}?${query}&offset=${offset}`)).json());
    }
    const byCursor = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const response = await get(`${inboxPath('contacts')}?${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.headers['x-total-count']).toBe('7');
      expect(response.headers['x-total-count-estimated']).toBeUndefined();
      byCursor.push(...response.json());
      cursor = response.headers['x-next-cursor'] as string | undefined;
      // A short page is the last: no cursor after it.
      expect(cursor === undefined).toBe(page === 2);
    }
    expect(byCursor.map((row: { id: string }) => row.id)).toEqual(
      byOffset.map((row: { id: string }) => row.id),
    );
    expect(byCursor).toHaveLength(7);
  });

  it('refuses a cursor that is not one of ours (400 naming cursor)', async () => {
    for (const cursor of ['abc', Buffer.from('["x","y"]').toString('base64url'), '!!']) {
      const response = await get(`${inboxPath('contacts')}?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('cursor');
    }
  });
});
