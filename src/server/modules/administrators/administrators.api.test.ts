import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_ADMIN_MESSAGE,
  INVALID_INVITATION_MESSAGE,
  INVITATION_VALID_DAYS,
  LAST_ADMIN_MESSAGE,
  type Administrator,
} from '@shared/contracts/administrators';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { adminUsers, linkTokens, outboxMessages, sessions } from '../../db/schema/index';
import { ADMIN_LINK_PURPOSES } from '../../lib/link-tokens';
import { createManualClock } from '../../lib/clock';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { uniqueEmail } from '../../test/factories/visitors';

const PASSWORD = 'a long enough password';

let app: TestApp;
const clock = createManualClock(new Date('2026-11-24T10:00:00Z'));
beforeAll(async () => {
  app = await createTestApp({}, { clock });
});
afterAll(() => app.close());

const base = '/api/admin/administrators';

async function invite(headers: Record<string, string>, email: string) {
  return app.inject({ method: 'POST', url: base, headers, payload: { email } });
}

/** The token of the newest invitation e-mail to `email` (the link is in the stored message). */
async function invitationToken(email: string): Promise<string> {
  const [message] = await app.db
    .select({ text: outboxMessages.text, template: outboxMessages.template })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'admin-invitation')))
    .orderBy(desc(outboxMessages.createdAt));
  const match = message?.text.match(/\/security\/admin\/zaproszenie\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no invitation for ${email}`);
  return match[1]!;
}

const accept = (token: string, password = PASSWORD, passwordRepeat = password) =>
  app.inject({
    method: 'POST',
    url: `/api/admin-invitations/${token}`,
    payload: { password, passwordRepeat },
  });

const login = (email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

async function list(headers: Record<string, string>): Promise<Administrator[]> {
  const response = await app.inject({ method: 'GET', url: base, headers });
  expect(response.statusCode).toBe(200);
  expect(Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBeGreaterThan(0);
  return response.json<Administrator[]>();
}

/** Invites and accepts: an active admin with their own session cookie. */
async function activeAdmin(headers: Record<string, string>, name: string) {
  const email = uniqueEmail(name, 'example.pl');
  const invited = await invite(headers, email);
  expect(invited.statusCode).toBe(201);
  const accepted = await accept(await invitationToken(email));
  expect(accepted.statusCode).toBe(200);
  const cookie = accepted.cookies.find((c) => c.name === 'sid')!;
  return { id: invited.json<Administrator>().id, email, headers: { cookie: `sid=${cookie.value}` } };
}

/** A new calendar feed of the signed-in admin: the path a calendar app reads (no cookie needed). */
async function createFeed(headers: Record<string, string>): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/calendar-feed', headers });
  expect(response.statusCode).toBe(201);
  return new URL(response.json<{ url: string }>().url).pathname;
}
const readFeed = (path: string) => app.inject({ method: 'GET', url: path, remoteAddress: '10.9.0.1' });
const UNKNOWN_FEED = `/api/admin/calendar/${'u'.repeat(43)}.ics`;

/** Leaves exactly the given admins active (deactivates every other one directly in the database). */
async function onlyActive(ids: string[]) {
  await app.db
    .update(adminUsers)
    .set({ deactivatedAt: clock.now() })
    .where(sql`${adminUsers.id} not in (${sql.join(ids, sql`, `)})`);
}

describe('administrators', () => {
  it('invites by e-mail: an invited admin, a Polish e-mail with a one-time link valid for 7 days', async () => {
    const { headers, email: inviter } = await signInAsAdmin(app);
    const email = uniqueEmail('Nowy', 'example.pl');
    const response = await invite(headers, `  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(201);
    const created = response.json<Administrator>();
    expect(created).toMatchObject({ email: email.toLowerCase(), status: 'invited', deactivatedAt: null });
    expect(new Date(created.invitationExpiresAt!).getTime()).toBe(
      clock.now().getTime() + INVITATION_VALID_DAYS * 24 * 3600 * 1000,
    );
    const [message] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email.toLowerCase()));
    expect(message).toMatchObject({ template: 'admin-invitation', language: 'pl' });
    expect(message!.subject).toBe('Zaproszenie do panelu administracyjnego');
    expect(message!.text).toContain(inviter);
    expect((await list(headers)).find((admin) => admin.id === created.id)?.status).toBe('invited');

    // Invited is not signed in: no password works yet.
    expect((await login(email)).statusCode).toBe(401);
  });

  it('refuses an e-mail that already has an admin (any case), and bad input naming the field', async () => {
    const { headers, email: mine } = await signInAsAdmin(app);
    const taken = await invite(headers, mine.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: DUPLICATE_ADMIN_MESSAGE,
      fields: { email: DUPLICATE_ADMIN_MESSAGE },
    });
    const email = uniqueEmail('dwa', 'example.pl');
    expect((await invite(headers, email)).statusCode).toBe(201);
    expect((await invite(headers, email)).statusCode).toBe(409);
    const bad = await invite(headers, 'not an e-mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('email');
    // Signed out: the guard answers.
    expect((await invite({}, uniqueEmail('anon', 'example.pl'))).statusCode).toBe(401);
  });

  it('accepts the link once: sets the password, signs in; the link then shows the friendly message', async () => {
    const { headers } = await signInAsAdmin(app);
    const email = uniqueEmail('akceptuje', 'example.pl');
    await invite(headers, email);
    const token = await invitationToken(email);

    const view = await app.inject({ method: 'GET', url: `/api/admin-invitations/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({ email });

    const short = await accept(token, 'short', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('password');
    const differ = await accept(token, PASSWORD, `${PASSWORD}!`);
    expect(differ.statusCode).toBe(400);
    expect(differ.json().fields).toHaveProperty('passwordRepeat');

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email });
    const cookie = accepted.cookies.find((c) => c.name === 'sid')!;
    const me = await app.inject({
      method: 'GET',
      url: '/api/admin/user',
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(me.json()).toMatchObject({ email });
    expect((await login(email)).statusCode).toBe(200);

    const again = await accept(token, 'another long password');
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(INVALID_INVITATION_MESSAGE);
    expect((await app.inject({ method: 'GET', url: `/api/admin-invitations/${token}` })).statusCode).toBe(
      404,
    );
    expect((await login(email, 'another long password')).statusCode).toBe(401);
    expect((await list(headers)).find((admin) => admin.email === email)?.status).toBe('active');
  });

  it('an expired link is refused; a new invitation sends a link that works and retires the old one', async () => {
    const { headers } = await signInAsAdmin(app);
    const email = uniqueEmail('wygasly', 'example.pl');
    const { id } = (await invite(headers, email)).json<Administrator>();
    const first = await invitationToken(email);
    clock.advance((INVITATION_VALID_DAYS * 24 + 1) * 3600 * 1000);
    const expired = await accept(first);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error).toBe(INVALID_INVITATION_MESSAGE);
    expect((await app.inject({ method: 'GET', url: '/api/admin-invitations/garbage' })).statusCode).toBe(404);

    const resent = await app.inject({ method: 'POST', url: `${base}/${id}/invitation`, headers });
    expect(resent.statusCode).toBe(200);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await accept(second)).statusCode).toBe(200);
    // An active admin has no invitation to resend.
    expect((await app.inject({ method: 'POST', url: `${base}/${id}/invitation`, headers })).statusCode).toBe(
      409,
    );
  });

  it('deactivating ends the sessions at once, refuses sign-in, and reactivating lets them in again', async () => {
    const { headers } = await signInAsAdmin(app);
    const other = await activeAdmin(headers, 'dezaktywowany');
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/user', headers: other.headers })).statusCode,
    ).toBe(200);

    const response = await app.inject({ method: 'POST', url: `${base}/${other.id}/deactivate`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'deactivated' });
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(0);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/user', headers: other.headers })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: base, headers: other.headers })).statusCode).toBe(401);
    const refused = await login(other.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('Nieprawidłowy email lub hasło');

    const back = await app.inject({ method: 'POST', url: `${base}/${other.id}/reactivate`, headers });
    expect(back.json()).toMatchObject({ status: 'active', deactivatedAt: null });
    expect((await login(other.email)).statusCode).toBe(200);
  });

  it('deactivating revokes their calendar feed too; reactivating does not bring it back; others keep theirs', async () => {
    const { headers } = await signInAsAdmin(app);
    const other = await activeAdmin(headers, 'kalendarz');
    const theirs = await createFeed(other.headers);
    const mine = await createFeed(headers);
    expect((await readFeed(theirs)).statusCode).toBe(200);

    expect(
      (await app.inject({ method: 'POST', url: `${base}/${other.id}/deactivate`, headers })).statusCode,
    ).toBe(200);
    const refused = await readFeed(theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual((await readFeed(UNKNOWN_FEED)).json());
    // Every link acting as them is gone, whatever its purpose.
    const left = await app.db
      .select({ purpose: linkTokens.purpose })
      .from(linkTokens)
      .where(and(eq(linkTokens.subjectId, other.id), inArray(linkTokens.purpose, ADMIN_LINK_PURPOSES)));
    expect(left).toEqual([]);

    const back = await app.inject({ method: 'POST', url: `${base}/${other.id}/reactivate`, headers });
    expect(back.json()).toMatchObject({ status: 'active' });
    expect((await readFeed(theirs)).statusCode).toBe(404);
    expect((await readFeed(mine)).statusCode).toBe(200);
    // Back at work, they make a new address, which works.
    const signedIn = await login(other.email);
    const cookie = signedIn.cookies.find((c) => c.name === 'sid')!;
    expect((await readFeed(await createFeed({ cookie: `sid=${cookie.value}` }))).statusCode).toBe(200);
  });

  it('a feed whose admin is deactivated answers 404 even if its link were left (the lookup checks too)', async () => {
    const { headers } = await signInAsAdmin(app);
    const other = await activeAdmin(headers, 'zostawiony');
    const theirs = await createFeed(other.headers);
    const mine = await createFeed(headers);
    // Deactivated behind the service's back: the link row stays, the lookup must still refuse it.
    await app.db.update(adminUsers).set({ deactivatedAt: clock.now() }).where(eq(adminUsers.id, other.id));
    const refused = await readFeed(theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual((await readFeed(UNKNOWN_FEED)).json());
    expect((await readFeed(mine)).statusCode).toBe(200);
  });

  it('a deactivated invitation stops its link; reactivating invites again', async () => {
    const { headers } = await signInAsAdmin(app);
    const email = uniqueEmail('anulowany', 'example.pl');
    const { id } = (await invite(headers, email)).json<Administrator>();
    const token = await invitationToken(email);
    expect((await app.inject({ method: 'POST', url: `${base}/${id}/deactivate`, headers })).statusCode).toBe(
      200,
    );
    expect((await accept(token)).statusCode).toBe(404);
    clock.advance(60_000); // the new e-mail is the newer one
    const back = await app.inject({ method: 'POST', url: `${base}/${id}/reactivate`, headers });
    expect(back.json()).toMatchObject({ status: 'invited' });
    expect((await accept(await invitationToken(email))).statusCode).toBe(200);
  });

  it('the operators by default are the active admins only', async () => {
    const { headers, email: mine } = await signInAsAdmin(app);
    const other = await activeAdmin(headers, 'operator');
    const invitedEmail = uniqueEmail('tylko-zaproszony', 'example.pl');
    await invite(headers, invitedEmail);
    await app.inject({ method: 'POST', url: `${base}/${other.id}/deactivate`, headers });
    const recipients = await app.db.transaction(async (tx) => {
      const rows = await app.mail.notifyOperators(tx, {
        kind: 'contacts',
        recordId: '00000000-0000-4000-8000-000000000000',
        headline: 'Test',
        fields: [],
      });
      return rows.map((row) => row.recipient);
    });
    expect(recipients).toContain(mine);
    expect(recipients).not.toContain(other.email);
    expect(recipients).not.toContain(invitedEmail);
  });

  it('never deactivates the last active admin, even with two requests at once', async () => {
    const me = await signInAsAdmin(app);
    const [row] = await app.db.select().from(adminUsers).where(eq(adminUsers.email, me.email));
    await onlyActive([row!.id]);
    const last = await app.inject({
      method: 'POST',
      url: `${base}/${row!.id}/deactivate`,
      headers: me.headers,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe(LAST_ADMIN_MESSAGE);

    // Two active admins, each deactivated at the same moment: one wins, the other is refused.
    for (let round = 0; round < 3; round++) {
      const second = await activeAdmin(me.headers, `rownolegle${round}`);
      await onlyActive([row!.id, second.id]);
      const answers = await Promise.all([
        app.inject({ method: 'POST', url: `${base}/${second.id}/deactivate`, headers: me.headers }),
        app.inject({ method: 'POST', url: `${base}/${row!.id}/deactivate`, headers: me.headers }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const active = await app.db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(sql`${adminUsers.deactivatedAt} is null and ${adminUsers.passwordHash} is not null`);
      expect(active).toHaveLength(1);
      // Back to me as the one active admin, signed in again, for the next round.
      await app.db.update(adminUsers).set({ deactivatedAt: null }).where(eq(adminUsers.id, row!.id));
      const again = await login(me.email, me.password);
      me.headers.cookie = `sid=${again.cookies.find((c) => c.name === 'sid')!.value}`;
    }
  });

  it('answers 404 for an unknown admin', async () => {
    const { headers } = await signInAsAdmin(app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await app.inject({ method: 'POST', url: `${base}/${unknown}/deactivate`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `${base}/not-a-uuid/deactivate`, headers })).statusCode,
    ).toBe(400);
  });
});
