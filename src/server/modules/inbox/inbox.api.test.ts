import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_ITEM_SCHEMAS, inboxPath } from '@shared/contracts/inbox';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { filterNames, filterOptions, INBOX_CONFIG, INBOX_KINDS, statusValues } from '@shared/inbox';
import { statusChanges } from '../../db/schema/index';
import { inboxFactories } from '../../test/factories/inbox';
import { unique } from '../../test/factories/visitors';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { inboxDefinition } from './kinds';

/** The whole lifecycle, once, for every inbox kind (product §2: one inbox for all five kinds). */
describe.each(INBOX_KINDS)('inbox: %s', (kind) => {
  const base = inboxPath(kind);
  const seed = inboxFactories[kind];
  const itemSchema = INBOX_ITEM_SCHEMAS[kind];
  const table = inboxDefinition(kind).table;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAsAdmin(app);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
  const put = (url: string, payload: object) =>
    app.inject({ method: 'PUT', url, payload, headers: admin.headers });
  const stored = async (id: string) => {
    const [row] = await app.db
      .select({ status: table.status, adminNotes: table.adminNotes, processedAt: table.processedAt })
      .from(table)
      .where(eq(table.id, id));
    return row!;
  };

  it('answers anonymous callers 401 on every route', async () => {
    const { id } = await seed(app.db);
    const calls = [
      ['GET', base],
      ['GET', `${base}/summary`],
      ['GET', `${base}/export.csv`],
      ['GET', `${base}/${id}`],
      ['GET', `${base}/${id}/history`],
      ['PUT', `${base}/${id}/status`],
      ['PUT', `${base}/status`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await app.inject({ method, url, ...(method === 'PUT' && { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('gives one record by id (a link opens its manage dialog): 404 unknown, 400 malformed', async () => {
    const { id } = await seed(app.db, { adminNotes: 'notatka' });
    const response = await get(`${base}/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(itemSchema.parse(response.json())).toMatchObject({ id, adminNotes: 'notatka' });
    const listed = (await get(`${base}?limit=500`)).json().find((item: { id: string }) => item.id === id);
    expect(response.json()).toEqual(listed);
    const missing = await get(`${base}/00000000-0000-4000-8000-000000000042`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Nie znaleziono rekordu');
    const malformed = await get(`${base}/42`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('id');
  });

  it('new records get the default status of the vocabulary', async () => {
    const { id } = await seed(app.db);
    expect((await stored(id)).status).toBe(INBOX_CONFIG[kind].defaultStatus);
  });

  it('lists newest first: the body is the array, the total in X-Total-Count', async () => {
    const t = unique();
    const ids: string[] = [];
    for (let day = 1; day <= 3; day++) {
      ids.push((await seed(app.db, { token: t, createdAt: new Date(`2026-03-0${day}T10:00:00Z`) })).id);
    }
    const response = await get(`${base}?q=${t}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('3');
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((item: { id: string }) => item.id)).toEqual([...ids].reverse());
    for (const item of body) expect(itemSchema.safeParse(item).success).toBe(true);
  });

  it('pages with limit and offset, keeping the total of all matches', async () => {
    const t = unique();
    for (let i = 0; i < 5; i++)
      await seed(app.db, { token: t, createdAt: new Date(Date.UTC(2026, 0, 1, i)) });
    const first = await get(`${base}?q=${t}&limit=2`);
    const last = await get(`${base}?q=${t}&limit=2&offset=4`);
    expect(first.json()).toHaveLength(2);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(last.json()).toHaveLength(1);
    expect(last.headers[TOTAL_COUNT_HEADER]).toBe('5');
    const all = (await get(`${base}?q=${t}`)).json().map((item: { id: string }) => item.id);
    expect(
      [...first.json(), ...(await get(`${base}?q=${t}&limit=2&offset=2`)).json(), ...last.json()].map(
        (i) => i.id,
      ),
    ).toEqual(all);
    for (const bad of ['limit=0', 'limit=501', 'limit=abc', 'offset=-1']) {
      const response = await get(`${base}?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([bad.split('=')[0]]);
    }
  });

  it.each(statusValues(kind))('filters by status %s', async (status) => {
    const t = unique();
    const { id } = await seed(app.db, { token: t, status });
    const other = statusValues(kind).find((value) => value !== status)!;
    await seed(app.db, { token: t, status: other });
    const response = await get(`${base}?q=${t}&status=${status}`);
    expect(response.json().map((item: { id: string }) => item.id)).toEqual([id]);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('1');
  });

  it('refuses a status filter outside the vocabulary with 400 naming the field', async () => {
    const response = await get(`${base}?status=bogus`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('status');
  });

  // 'when' is a time relative to now, not a column's value: inbox-meeting-time.api.test.ts covers it.
  const valueFilters = filterNames(kind).filter((name) => name !== 'when');
  it.each(valueFilters)('filters by %s, each value of its vocabulary', async (filter) => {
    const t = unique();
    const ids = new Map<string, string>();
    for (const { value } of filterOptions(kind, filter)) {
      ids.set(value, (await seed(app.db, { token: t, [filter]: value })).id);
    }
    for (const [value, id] of ids) {
      const response = await get(`${base}?q=${t}&${filter}=${value}`);
      expect(response.json().map((item: { id: string }) => item.id)).toEqual([id]);
    }
    expect((await get(`${base}?${filter}=bogus`)).statusCode).toBe(400);
  });

  it('searches free text case-insensitively, with % and _ taken literally', async () => {
    const t = unique();
    const { id } = await seed(app.db, { token: `Łódź_${t}` });
    await seed(app.db, { token: `LodzX${t}` });
    const upper = await get(`${base}?q=${encodeURIComponent(`ŁÓDŹ_${t.toUpperCase()}`)}`);
    expect(upper.json().map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await get(`${base}?q=${encodeURIComponent(`%${t}`)}`)).json()).toEqual([]);
    expect((await get(`${base}?q=nothing-matches-${t}`)).headers[TOTAL_COUNT_HEADER]).toBe('0');
  });

  it.each(statusValues(kind))(
    'sets status %s with trimmed notes, processedAt and an audit line',
    async (status) => {
      const { id } = await seed(app.db);
      const response = await put(`${base}/${id}/status`, { status, adminNotes: '  Oddzwonić w piątek  ' });
      expect(response.statusCode).toBe(200);
      const body = itemSchema.parse(response.json());
      expect(body).toMatchObject({ id, status, adminNotes: 'Oddzwonić w piątek' });
      expect(body.processedAt).not.toBeNull();
      expect(await stored(id)).toMatchObject({ status, adminNotes: 'Oddzwonić w piątek' });
      const audit = await app.db
        .select()
        .from(statusChanges)
        .where(and(eq(statusChanges.recordKind, kind), eq(statusChanges.recordId, id)));
      expect(audit).toEqual([
        expect.objectContaining({
          fromStatus: INBOX_CONFIG[kind].defaultStatus,
          toStatus: status,
          adminNotes: 'Oddzwonić w piątek',
          changedBy: admin.email,
        }),
      ]);
    },
  );

  it('stores blank or missing notes as absent', async () => {
    const { id } = await seed(app.db, { adminNotes: 'stara notatka' });
    const status = statusValues(kind)[1]!;
    expect(
      (await put(`${base}/${id}/status`, { status, adminNotes: '   \n ' })).json().adminNotes,
    ).toBeNull();
    expect((await stored(id)).adminNotes).toBeNull();
    await put(`${base}/${id}/status`, { status, adminNotes: 'x' });
    expect((await put(`${base}/${id}/status`, { status })).json().adminNotes).toBeNull();
  });

  it('refuses an unknown or missing status with 400 and changes nothing', async () => {
    const { id } = await seed(app.db);
    for (const payload of [{ status: 'bogus', adminNotes: 'x' }, { adminNotes: 'x' }, { status: 42 }]) {
      const response = await put(`${base}/${id}/status`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('status');
    }
    expect(await stored(id)).toEqual({
      status: INBOX_CONFIG[kind].defaultStatus,
      adminNotes: null,
      processedAt: null,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const status = statusValues(kind)[0];
    expect((await put(`${base}/${unknown}/status`, { status })).statusCode).toBe(404);
    expect((await get(`${base}/${unknown}/history`)).statusCode).toBe(404);
    const malformed = await put(`${base}/not-a-uuid/status`, { status });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('id');
  });

  it('shows the audit trail newest first: who changed what and when', async () => {
    const { id } = await seed(app.db);
    const [first, second] = statusValues(kind).slice(1) as [string, string];
    await put(`${base}/${id}/status`, { status: first, adminNotes: 'pierwsza' });
    await put(`${base}/${id}/status`, { status: second });
    const history = (await get(`${base}/${id}/history`)).json();
    expect(history).toMatchObject([
      { fromStatus: first, toStatus: second, adminNotes: null, changedBy: admin.email },
      { fromStatus: INBOX_CONFIG[kind].defaultStatus, toStatus: first, adminNotes: 'pierwsza' },
    ]);
    expect(new Date(history[0].changedAt).getTime()).not.toBeNaN();
  });
});
