import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxPath, STATUS_BY_FILTER_MESSAGES } from '@shared/contracts/inbox';
import { contacts, statusChanges } from '../db/schema/index';
import { insertContact } from '../test/factories/inbox';
import { unique } from '../test/factories/visitors';
import { createTestApp, signInAsAdmin, type TestApp } from '../test/test-app';

/** 'Zaznacz wszystkie N pasujące': one status for every record the list's filter matches, not only a page. */
let app: TestApp;
let headers: Record<string, string>;
let adminEmail: string;
beforeAll(async () => {
  app = await createTestApp();
  ({ headers, email: adminEmail } = await signInAsAdmin(app));
});
afterAll(() => app.close());

const url = `${inboxPath('contacts')}/status-by-filter`;
const put = (payload: object, withHeaders = headers) =>
  app.inject({ method: 'PUT', url, headers: withHeaders, payload });

async function seedContacts(count: number, token: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await insertContact(app.db, { token })).id);
  return ids;
}

describe('PUT /api/admin/contacts/status-by-filter', () => {
  it('counts first, then sets the status of every matching record in batches, each with its history', async () => {
    const token = `masowo${unique()}`;
    const ids = await seedContacts(250, token);
    const other = await insertContact(app.db, { token: `inny${unique()}` });

    const dry = await put({ filters: { q: token }, status: 'completed', dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ matching: 250, updated: 0 });
    // A dry run changes nothing.
    const untouched = await app.db
      .select({ status: contacts.status })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    expect(new Set(untouched.map((row) => row.status))).toEqual(new Set(['new']));

    const done = await put({ filters: { q: token }, status: 'completed', expectedCount: 250 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ matching: 250, updated: 250 });
    const rows = await app.db
      .select({ status: contacts.status })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    const history = await app.db
      .select({
        recordId: statusChanges.recordId,
        toStatus: statusChanges.toStatus,
        changedBy: statusChanges.changedBy,
      })
      .from(statusChanges)
      .where(and(eq(statusChanges.recordKind, 'contacts'), inArray(statusChanges.recordId, ids)));
    expect(history).toHaveLength(250);
    expect(history.every((entry) => entry.toStatus === 'completed' && entry.changedBy === adminEmail)).toBe(
      true,
    );
    // A record outside the filter is left alone.
    const [kept] = await app.db
      .select({ status: contacts.status })
      .from(contacts)
      .where(eq(contacts.id, other.id));
    expect(kept!.status).toBe('new');
  });

  it('works with the status filter the change itself empties', async () => {
    const token = `status${unique()}`;
    const ids = await seedContacts(7, token);
    await put({ filters: { q: token }, status: 'in_progress', expectedCount: 7 });
    const response = await put({
      filters: { q: token, status: 'in_progress' },
      status: 'completed',
      expectedCount: 7,
    });
    expect(response.json()).toEqual({ matching: 7, updated: 7 });
    const rows = await app.db
      .select({ status: contacts.status })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
  });

  it('refuses a change without a filter, and one without the confirmed count, naming the field', async () => {
    const noFilter = await put({ filters: {}, status: 'completed', expectedCount: 1 });
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json().fields.filters).toBe(STATUS_BY_FILTER_MESSAGES.noFilter);
    const blank = await put({ filters: { q: '   ' }, status: 'completed', expectedCount: 1 });
    expect(blank.statusCode).toBe(400);
    const unconfirmed = await put({ filters: { q: 'x' }, status: 'completed' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fields.expectedCount).toBe(STATUS_BY_FILTER_MESSAGES.confirm);
    const badStatus = await put({ filters: { q: 'x' }, status: 'nope', expectedCount: 1 });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toHaveProperty('status');
  });

  it('refuses with 409 and changes nothing when the list changed since the count was confirmed', async () => {
    const token = `zmiana${unique()}`;
    const ids = await seedContacts(3, token);
    await insertContact(app.db, { token });
    const response = await put({ filters: { q: token }, status: 'completed', expectedCount: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(STATUS_BY_FILTER_MESSAGES.changed(4));
    const rows = await app.db
      .select({ status: contacts.status })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    expect(rows.every((row) => row.status === 'new')).toBe(true);
  });

  it('is for signed-in admins only', async () => {
    const response = await app.inject({
      method: 'PUT',
      url,
      payload: { filters: { q: 'x' }, status: 'completed', dryRun: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
