import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_REQUIRED, STEP_UP_REQUIRED } from '@shared/contracts/mfa';
import {
  adminChallenges,
  adminFactors,
  adminRecoveryCodes,
  adminSecurityEvents,
  outboxMessages,
  rateLimitHits,
  sessions,
} from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import { createSoftwareAuthenticator } from '../../test/software-authenticator';
import { PASSKEY_OPTIONS_PER_ADDRESS, SECOND_FACTOR_FAILURES_PER_ACCOUNT } from './mfa/rules';

const PASSWORD = 'correct horse battery staple';
const STEP_MS = 30_000;

let app: TestApp;
// Mid-step, so "one step early/late" is unambiguous.
const clock = createManualClock(new Date('2026-11-27T10:00:10Z'));
beforeAll(async () => {
  app = await createTestApp({ mfaRequired: true }, { clock });
});
afterAll(() => app.close());

/** The TOTP code for `secret` at the test clock moved by `offsetMs`. */
const totpAt = (secret: string, offsetMs = 0) =>
  authenticator.clone({ epoch: clock.now().getTime() + offsetMs }).generate(secret);

const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }, name: string) =>
  response.cookies.find((c) => c.name === name && c.value !== '')?.value ?? null;

async function passwordStep(email: string, remoteAddress = nextIp()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });
  return { response, challenge: cookieOf(response, 'signin'), remoteAddress };
}

async function secondStep(challenge: string | null, body: object, remoteAddress = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login/second-factor',
    headers: challenge ? { cookie: `signin=${challenge}` } : {},
    payload: body,
    remoteAddress,
  });
}

/** A new admin who signs in for the first time and enrols TOTP: their secret, codes and session cookie. */
async function enrolledAdmin() {
  const email = uniqueEmail('mfa-admin', 'example.pl');
  const user = await app.deps.auth.createAdmin(email, PASSWORD);
  const { response, challenge } = await passwordStep(email);
  expect(response.statusCode).toBe(202);
  expect(response.json()).toMatchObject({ status: 'enrol' });
  expect(cookieOf(response, 'sid')).toBeNull();
  const headers = { cookie: `signin=${challenge}` };
  const started = await app.inject({ method: 'POST', url: '/api/admin/login/enrol/totp', headers });
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = started.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  // Finishing before a factor is confirmed is refused.
  expect(
    (await app.inject({ method: 'POST', url: '/api/admin/login/enrol/finish', headers })).statusCode,
  ).toBe(409);
  const wrong = await app.inject({
    method: 'POST',
    url: '/api/admin/login/enrol/totp/confirm',
    headers,
    payload: { code: totpAt(secret, 5 * STEP_MS) },
  });
  expect(wrong.statusCode).toBe(400);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/login/enrol/totp/confirm',
    headers,
    payload: { code: totpAt(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  const codes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
  const finished = await app.inject({ method: 'POST', url: '/api/admin/login/enrol/finish', headers });
  expect(finished.statusCode).toBe(200);
  const sid = cookieOf(finished, 'sid');
  expect(sid).not.toBeNull();
  return { id: user.id, email, secret, codes, session: { cookie: `sid=${sid}` } };
}

describe('two-factor sign-in', () => {
  it('enrolment gives 10 recovery codes of at least 112 bits, stored only as hashes', async () => {
    const admin = await enrolledAdmin();
    expect(admin.codes).toHaveLength(10);
    for (const code of admin.codes) expect(code.replace(/-/g, '')).toMatch(/^[A-Z2-7]{24}$/); // 24 × 5 = 120 bits
    expect(new Set(admin.codes).size).toBe(10);
    const stored = await app.db
      .select({ codeHash: adminRecoveryCodes.codeHash })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of admin.codes) expect(row.codeHash).not.toContain(code);
  });

  it('the password step alone opens no admin route', async () => {
    const admin = await enrolledAdmin();
    const { response, challenge } = await passwordStep(admin.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      status: 'second_factor',
      methods: ['totp', 'recovery_code'],
      email: admin.email,
    });
    expect(cookieOf(response, 'sid')).toBeNull();
    for (const [method, url] of [
      ['GET', '/api/admin/user'],
      ['GET', '/api/admin/administrators'],
      ['GET', '/api/admin/security'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/privacy/search?q=x'],
      ['POST', '/api/admin/security/totp'],
      ['POST', '/api/admin/login/enrol/totp'],
    ] as const) {
      const refused = await app.inject({ method, url, headers: { cookie: `signin=${challenge}` } });
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
    }
    // A password reset keeps the factor: the next sign-in still asks for it.
    await app.deps.auth.resetPassword(admin.email, PASSWORD);
    expect((await passwordStep(admin.email)).response.json()).toMatchObject({ status: 'second_factor' });
  });

  it('TOTP: the current step and one either side once each; a used step, or three steps late, is refused', async () => {
    const admin = await enrolledAdmin();
    clock.advance(4 * STEP_MS);
    const attempt = async (code: string) =>
      secondStep((await passwordStep(admin.email)).challenge, { method: 'totp', code });

    const late = await attempt(totpAt(admin.secret, -STEP_MS));
    expect(late.statusCode).toBe(200);
    expect(cookieOf(late, 'sid')).not.toBeNull();
    const current = totpAt(admin.secret);
    expect((await attempt(current)).statusCode).toBe(200);
    // Replayed within the same 30 s step.
    const replay = await attempt(current);
    expect(replay.statusCode).toBe(401);
    expect(cookieOf(replay, 'sid')).toBeNull();
    expect((await attempt(totpAt(admin.secret, STEP_MS))).statusCode).toBe(200);

    clock.advance(10 * STEP_MS);
    expect((await attempt(totpAt(admin.secret, -3 * STEP_MS))).statusCode).toBe(401);
    expect((await attempt(totpAt(admin.secret, 3 * STEP_MS))).statusCode).toBe(401);
    expect((await attempt(totpAt(admin.secret))).statusCode).toBe(200);
  });

  it('a recovery code signs in once, is recorded and mailed', async () => {
    const admin = await enrolledAdmin();
    const code = admin.codes[3]!;
    const first = await secondStep((await passwordStep(admin.email)).challenge, {
      method: 'recovery_code',
      code: code.toLowerCase(),
    });
    expect(first.statusCode).toBe(200);
    const again = await secondStep((await passwordStep(admin.email)).challenge, {
      method: 'recovery_code',
      code,
    });
    expect(again.statusCode).toBe(401);
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, admin.email), eq(outboxMessages.template, 'recovery-code-used')),
      );
    expect(mails).toHaveLength(1);
    const overview = await app.inject({ method: 'GET', url: '/api/admin/security', headers: admin.session });
    expect(overview.json()).toMatchObject({ recoveryCodesLeft: 9 });

    // Regenerated: the old codes stop working.
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/admin/security/recovery-codes',
      headers: admin.session,
    });
    expect(fresh.json<{ codes: string[] }>().codes).toHaveLength(10);
    const old = await secondStep((await passwordStep(admin.email)).challenge, {
      method: 'recovery_code',
      code: admin.codes[0]!,
    });
    expect(old.statusCode).toBe(401);
  });

  it('the challenge expires after 5 minutes and is good for one sign-in', async () => {
    const admin = await enrolledAdmin();
    clock.advance(2 * STEP_MS);
    const stale = await passwordStep(admin.email);
    clock.advance(5 * 60_000 + 1000);
    const expired = await secondStep(stale.challenge, { method: 'totp', code: totpAt(admin.secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: 'Logowanie wygasło. Zaloguj się ponownie.' });

    const { challenge } = await passwordStep(admin.email);
    expect((await secondStep(challenge, { method: 'totp', code: totpAt(admin.secret) })).statusCode).toBe(
      200,
    );
    clock.advance(STEP_MS);
    const reused = await secondStep(challenge, { method: 'totp', code: totpAt(admin.secret) });
    expect(reused.statusCode).toBe(401);
    expect(cookieOf(reused, 'sid')).toBeNull();
    // Without any challenge there is nothing to answer.
    expect((await secondStep(null, { method: 'totp', code: '123456' })).statusCode).toBe(401);
  });

  it('the second step has the password step limits: the sixth wrong code from one source is refused with 429', async () => {
    const admin = await enrolledAdmin();
    const ip = nextIp();
    const { challenge } = await passwordStep(admin.email, ip);
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(challenge, { method: 'totp', code: '000000' }, ip)).statusCode).toBe(401);
    }
    const limited = await secondStep(challenge, { method: 'totp', code: totpAt(admin.secret, STEP_MS) }, ip);
    expect(limited.statusCode).toBe(429);
    const failures = await app.db
      .select()
      .from(adminSecurityEvents)
      .where(and(eq(adminSecurityEvents.userId, admin.id), eq(adminSecurityEvents.success, false)));
    expect(failures.length).toBeGreaterThanOrEqual(5);
  });

  it('step-up: a second factor older than 10 minutes is asked for again, then the action goes on', async () => {
    const admin = await enrolledAdmin();
    const invite = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/administrators',
        headers: admin.session,
        payload: { email: uniqueEmail('invited', 'example.pl') },
      });
    expect((await invite()).statusCode).toBe(201);
    clock.advance(10 * 60_000 + 1000);
    const stale = await invite();
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: STEP_UP_REQUIRED });
    // Revealing a PESEL is guarded before the order is even looked up.
    const reveal = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/orders/00000000-0000-4000-8000-000000000000/pesel/reveal',
      headers: admin.session,
    });
    expect(reveal.json()).toMatchObject({ code: STEP_UP_REQUIRED });
    // Non-sensitive routes stay open.
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/administrators', headers: admin.session }))
        .statusCode,
    ).toBe(200);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/security/step-up',
      headers: admin.session,
      payload: { method: 'totp', code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const steppedUp = await app.inject({
      method: 'POST',
      url: '/api/admin/security/step-up',
      headers: admin.session,
      payload: { method: 'totp', code: totpAt(admin.secret) },
    });
    expect(steppedUp.statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
  });

  it("another admin resets an admin's factors: step-up, recorded, mailed, sessions ended, enrolment next", async () => {
    const resetter = await enrolledAdmin();
    const target = await enrolledAdmin();
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/administrators/${target.id}/reset-mfa`,
      headers: resetter.session,
    });
    expect(reset.statusCode).toBe(200);
    expect(await app.db.select().from(adminFactors).where(eq(adminFactors.userId, target.id))).toEqual([]);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/user', headers: target.session })).statusCode,
    ).toBe(401);
    const [event] = await app.db
      .select()
      .from(adminSecurityEvents)
      .where(and(eq(adminSecurityEvents.userId, target.id), eq(adminSecurityEvents.kind, 'factors_reset')));
    expect(event).toMatchObject({ actorEmail: resetter.email });
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, target.email), eq(outboxMessages.template, 'factors-reset')));
    expect(mails).toHaveLength(1);
    expect((await passwordStep(target.email)).response.json()).toMatchObject({ status: 'enrol' });

    // Without a recent second factor the reset is refused.
    clock.advance(11 * 60_000);
    const stale = await app.inject({
      method: 'POST',
      url: `/api/admin/administrators/${target.id}/reset-mfa`,
      headers: resetter.session,
    });
    expect(stale.json()).toMatchObject({ code: STEP_UP_REQUIRED });
  });

  it('a session without a factor (from before MFA was required) reaches only the Security screen until one is added', async () => {
    const email = uniqueEmail('upgraded', 'example.pl');
    const user = await app.deps.auth.createAdmin(email, PASSWORD);
    const token = await app.deps.auth.startSession(user.id, { ip: nextIp(), userAgent: 'vitest' }, false);
    const session = { cookie: `sid=${token}` };
    const get = (url: string) => app.inject({ method: 'GET', url, headers: session });

    expect((await get('/api/admin/user')).json()).toMatchObject({ email, mustEnrol: true });
    const refused = await get('/api/admin/contacts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ENROLMENT_REQUIRED });
    expect((await get('/api/admin/security')).statusCode).toBe(200);

    const { secret } = (
      await app.inject({ method: 'POST', url: '/api/admin/security/totp', headers: session })
    ).json<{ secret: string }>();
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/admin/security/totp/confirm',
      headers: session,
      payload: { code: totpAt(secret) },
    });
    expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect((await get('/api/admin/user')).json()).toMatchObject({ email, mustEnrol: false });
    expect((await get('/api/admin/contacts')).statusCode).toBe(200);
  });

  it('the daily job forgets sign-ins older than 90 days and keeps the audit of changes', async () => {
    const user = await app.deps.auth.createAdmin(uniqueEmail('history', 'example.pl'), PASSWORD);
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
    await app.db.insert(adminSecurityEvents).values([
      { userId: user.id, kind: 'sign_in', ip: '10.0.0.1', at: daysAgo(91) },
      { userId: user.id, kind: 'sign_in', success: false, ip: '10.0.0.2', at: daysAgo(91) },
      { userId: user.id, kind: 'sign_in', ip: '10.0.0.3', at: daysAgo(89) },
      { userId: user.id, kind: 'factors_reset', actorEmail: 'other@example.pl', at: daysAgo(200) },
    ]);
    await app.jobs.runDue();
    const left = await app.db
      .select({ kind: adminSecurityEvents.kind, ip: adminSecurityEvents.ip })
      .from(adminSecurityEvents)
      .where(eq(adminSecurityEvents.userId, user.id));
    expect(left).toEqual(
      expect.arrayContaining([
        { kind: 'sign_in', ip: '10.0.0.3' },
        { kind: 'factors_reset', ip: null },
      ]),
    );
    expect(left).toHaveLength(2);
  });

  it('the Security screen lists factors, sessions and sign-ins, and ends another session', async () => {
    const admin = await enrolledAdmin();
    const other = await secondStep((await passwordStep(admin.email)).challenge, {
      method: 'totp',
      code: totpAt(admin.secret, STEP_MS),
    });
    const otherCookie = { cookie: `sid=${cookieOf(other, 'sid')}` };
    const overview = await app.inject({ method: 'GET', url: '/api/admin/security', headers: admin.session });
    const body = overview.json<{
      factors: Array<{ kind: string }>;
      sessions: Array<{ id: string; current: boolean }>;
      signIns: unknown[];
    }>();
    expect(body.factors).toMatchObject([{ kind: 'totp' }]);
    expect(body.sessions).toHaveLength(2);
    expect(body.signIns.length).toBeGreaterThanOrEqual(2);
    const notCurrent = body.sessions.find((s) => !s.current)!;
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/admin/security/sessions/${notCurrent.id}`,
      headers: admin.session,
    });
    expect(ended.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/user', headers: otherCookie })).statusCode,
    ).toBe(401);
    // The only factor cannot be removed while MFA_REQUIRED.
    const [totp] = await app.db.select().from(adminFactors).where(eq(adminFactors.userId, admin.id));
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/admin/security/factors/${totp!.id}`,
      headers: admin.session,
    });
    expect(removal.statusCode).toBe(409);
  });

  it('an invited admin enrols while accepting the invitation', async () => {
    const admin = await enrolledAdmin();
    const email = uniqueEmail('invitee', 'example.pl');
    await app.inject({
      method: 'POST',
      url: '/api/admin/administrators',
      headers: admin.session,
      payload: { email },
    });
    const [message] = await app.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'admin-invitation')));
    const token = message!.text.match(/zaproszenie\/([A-Za-z0-9_-]{43})/)![1];
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/admin-invitations/${token}`,
      payload: { password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ status: 'enrol', email });
    expect(cookieOf(accepted, 'sid')).toBeNull();
    expect(cookieOf(accepted, 'signin')).not.toBeNull();
  });
});

/** The origin app.inject's requests come from, as the server works out its relying party (no PUBLIC_URL origins). */
const ORIGIN = 'http://localhost:80';
type RegistrationOptions = Parameters<ReturnType<typeof createSoftwareAuthenticator>['register']>[0];
type AuthenticationOptions = Parameters<ReturnType<typeof createSoftwareAuthenticator>['authenticate']>[0];

const post = (
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
  remoteAddress = nextIp(),
) => app.inject({ method: 'POST', url, headers, ...(payload && { payload }), remoteAddress });

/** A new admin who enrols a passkey (one that verifies its user) at the first sign-in. */
async function passkeyAdmin() {
  const email = uniqueEmail('passkey-admin', 'example.pl');
  const user = await app.deps.auth.createAdmin(email, PASSWORD);
  const { challenge } = await passwordStep(email);
  const headers = { cookie: `signin=${challenge}` };
  const authenticator = createSoftwareAuthenticator(ORIGIN);
  const options = (await post('/api/admin/login/enrol/passkey-options', headers)).json<RegistrationOptions>();
  const registered = await post('/api/admin/login/enrol/passkeys', headers, {
    name: 'Laptop',
    response: authenticator.register(options, { userVerified: true }),
  });
  expect(registered.statusCode).toBe(200);
  const finished = await post('/api/admin/login/enrol/finish', headers);
  expect(finished.statusCode).toBe(200);
  return { id: user.id, email, authenticator, session: { cookie: `sid=${cookieOf(finished, 'sid')}` } };
}

describe('two-factor hardening', () => {
  it('a session opened with the password alone ends once its admin adds a factor in another session', async () => {
    const email = uniqueEmail('two-sessions', 'example.pl');
    const user = await app.deps.auth.createAdmin(email, PASSWORD);
    // Two sessions from before MFA was required: neither proved a second factor.
    const open = async () =>
      `sid=${await app.deps.auth.startSession(user.id, { ip: nextIp(), userAgent: 'vitest' }, false)}`;
    const enrolling = { cookie: await open() };
    const other = { cookie: await open() };
    const { secret } = (await post('/api/admin/security/totp', enrolling)).json<{ secret: string }>();
    expect(
      (await post('/api/admin/security/totp/confirm', enrolling, { code: totpAt(secret) })).statusCode,
    ).toBe(200);

    const contacts = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/admin/contacts', headers });
    // The session that added the factor proved it; the other one did not and is signed out.
    expect((await contacts(enrolling)).statusCode).toBe(200);
    expect((await contacts(other)).statusCode).toBe(401);
    expect(
      (await post('/api/admin/security/step-up', other, { method: 'totp', code: '000000' })).statusCode,
    ).toBe(401);
    // One opened with the password alone after the factor (a sign-in racing the enrolment) is refused too.
    const late = { cookie: await open() };
    expect((await contacts(late)).statusCode).toBe(401);
    const left = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
  });

  it('a stale enrolment challenge can neither add, replace nor finish once the admin enrolled elsewhere', async () => {
    const email = uniqueEmail('stale-enrol', 'example.pl');
    const user = await app.deps.auth.createAdmin(email, PASSWORD);
    // Someone else with the password, first; the admin then enrols in their own sign-in.
    const stale = { cookie: `signin=${(await passwordStep(email)).challenge}` };
    const staleTotp = (await post('/api/admin/login/enrol/totp', stale)).json<{ secret: string }>().secret;
    const own = { cookie: `signin=${(await passwordStep(email)).challenge}` };
    const { secret } = (await post('/api/admin/login/enrol/totp', own)).json<{ secret: string }>();
    expect(
      (await post('/api/admin/login/enrol/totp/confirm', own, { code: totpAt(secret) })).statusCode,
    ).toBe(200);
    expect((await post('/api/admin/login/enrol/finish', own)).statusCode).toBe(200);

    for (const [url, payload] of [
      ['/api/admin/login/enrol/totp', undefined],
      ['/api/admin/login/enrol/totp/confirm', { code: totpAt(staleTotp) }],
      ['/api/admin/login/enrol/passkey-options', undefined],
      ['/api/admin/login/enrol/finish', undefined],
    ] as const) {
      const refused = await post(url, stale, payload);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json(), url).toMatchObject({ error: 'Logowanie wygasło. Zaloguj się ponownie.' });
      expect(cookieOf(refused, 'sid'), url).toBeNull();
    }
    // The admin's app still signs in.
    const [factor] = await app.db.select().from(adminFactors).where(eq(adminFactors.userId, user.id));
    expect(factor).toMatchObject({ kind: 'totp' });
    const next = await secondStep((await passwordStep(email)).challenge, {
      method: 'totp',
      code: totpAt(secret, STEP_MS),
    });
    expect(next.statusCode).toBe(200);
  });

  it('adding, replacing or removing a factor and new recovery codes ask for a fresh second factor first', async () => {
    const admin = await enrolledAdmin();
    const [totp] = await app.db.select().from(adminFactors).where(eq(adminFactors.userId, admin.id));
    clock.advance(10 * 60_000 + 1000);
    for (const [method, url] of [
      ['POST', '/api/admin/security/totp'],
      ['POST', '/api/admin/security/totp/confirm'],
      ['POST', '/api/admin/security/passkey-options'],
      ['POST', '/api/admin/security/passkeys'],
      ['POST', '/api/admin/security/recovery-codes'],
      ['DELETE', `/api/admin/security/factors/${totp!.id}`],
    ] as const) {
      const refused = await app.inject({ method, url, headers: admin.session, payload: {} });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: STEP_UP_REQUIRED });
    }
    expect(await app.db.select().from(adminFactors).where(eq(adminFactors.userId, admin.id))).toEqual([totp]);

    const steppedUp = await post('/api/admin/security/step-up', admin.session, {
      method: 'totp',
      code: totpAt(admin.secret),
    });
    expect(steppedUp.statusCode).toBe(200);
    expect((await post('/api/admin/security/recovery-codes', admin.session)).statusCode).toBe(200);
    // Replacing the app: the new secret confirmed, the old one is gone.
    const { secret } = (await post('/api/admin/security/totp', admin.session)).json<{ secret: string }>();
    expect(
      (await post('/api/admin/security/totp/confirm', admin.session, { code: totpAt(secret) })).statusCode,
    ).toBe(200);
    const factors = await app.db.select().from(adminFactors).where(eq(adminFactors.userId, admin.id));
    expect(factors).toHaveLength(1);
    expect(factors[0]!.id).not.toBe(totp!.id);
  });

  it('wrong codes are capped per account across addresses: refused after the cap even when right, mailed and logged once', async () => {
    const admin = await enrolledAdmin();
    clock.advance(4 * STEP_MS);
    const { challenge } = await passwordStep(admin.email);
    const cap = SECOND_FACTOR_FAILURES_PER_ACCOUNT.limit;
    // Each guess from an address of its own, as a guesser with many addresses would.
    for (let i = 0; i < cap; i++) {
      const method = i % 2 === 0 ? 'totp' : 'recovery_code';
      const code = method === 'totp' ? '000000' : 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA';
      expect((await secondStep(challenge, { method, code })).statusCode, `guess ${i + 1}`).toBe(401);
    }
    const right = await secondStep(challenge, { method: 'totp', code: totpAt(admin.secret) });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: expect.any(String) });
    expect(right.headers['retry-after']).toBeDefined();
    expect((await secondStep(challenge, { method: 'recovery_code', code: admin.codes[0]! })).statusCode).toBe(
      429,
    );
    // Step-up counts against the same cap.
    const stepUp = await post('/api/admin/security/step-up', admin.session, {
      method: 'totp',
      code: totpAt(admin.secret),
    });
    expect(stepUp.statusCode).toBe(429);

    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, admin.email), eq(outboxMessages.template, 'second-factor-locked')),
      );
    expect(mails).toHaveLength(1);
    const locked = await app.db
      .select()
      .from(adminSecurityEvents)
      .where(
        and(eq(adminSecurityEvents.userId, admin.id), eq(adminSecurityEvents.kind, 'second_factor_locked')),
      );
    expect(locked).toHaveLength(1);
    // The recovery code refused at the cap was not spent.
    const unused = await app.db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, admin.id), isNull(adminRecoveryCodes.usedAt)));
    expect(unused[0]!.n).toBe(10);

    // The window over, the right code signs in.
    await app.db
      .update(rateLimitHits)
      .set({
        windowStart: sql`now() - make_interval(secs => ${SECOND_FACTOR_FAILURES_PER_ACCOUNT.windowSeconds + 1})`,
      })
      .where(eq(rateLimitHits.key, `second-factor:account:${admin.id}`));
    const after = await secondStep(challenge, { method: 'totp', code: totpAt(admin.secret) });
    expect(after.statusCode).toBe(200);
  });

  it('a passkey signs in alone only when it verified its user; registering one needs user verification too', async () => {
    const admin = await passkeyAdmin();
    const signIn = async (userVerified: boolean) => {
      const options = await post('/api/admin/login/passkey-options');
      const response = admin.authenticator.authenticate(options.json<AuthenticationOptions>(), {
        userVerified,
      });
      return { options: options.json(), answer: await post('/api/admin/login/passkey', {}, { response }) };
    };
    const touchOnly = await signIn(false);
    expect(touchOnly.answer.statusCode).toBe(401);
    expect(cookieOf(touchOnly.answer, 'sid')).toBeNull();
    expect(touchOnly.options).toMatchObject({ userVerification: 'required' });
    const verified = await signIn(true);
    expect(verified.answer.statusCode).toBe(200);
    expect(cookieOf(verified.answer, 'sid')).not.toBeNull();

    // A second passkey that only sees a touch is refused (the session is freshly stepped up).
    const options = await post('/api/admin/security/passkey-options', admin.session);
    const weak = createSoftwareAuthenticator(ORIGIN);
    const refused = await post('/api/admin/security/passkeys', admin.session, {
      name: 'Klucz bez PIN-u',
      response: weak.register(options.json<RegistrationOptions>(), { userVerified: false }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { response: expect.any(String) } });
    expect(options.json()).toMatchObject({ authenticatorSelection: { userVerification: 'required' } });
    expect(await app.db.select().from(adminFactors).where(eq(adminFactors.userId, admin.id))).toHaveLength(1);
  });

  it('passkey options are limited per address and keep a bounded number of challenges', async () => {
    const ip = nextIp();
    const anonymous = async () =>
      (
        await app.db
          .select({ n: count() })
          .from(adminChallenges)
          .where(and(eq(adminChallenges.kind, 'webauthn_login'), isNull(adminChallenges.userId)))
      )[0]!.n;
    const before = await anonymous();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const response = await post('/api/admin/login/passkey-options', {}, undefined, ip);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject({ error: expect.any(String) });
    }
    const limit = PASSKEY_OPTIONS_PER_ADDRESS.limit;
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    expect((await anonymous()) - before).toBe(limit);
    // Another address is not held up; expired challenges go as new ones are issued.
    expect((await post('/api/admin/login/passkey-options')).statusCode).toBe(200);
    clock.advance(5 * 60_000 + 1000);
    expect((await post('/api/admin/login/passkey-options')).statusCode).toBe(200);
    expect(await anonymous()).toBe(1);
  });
});

describe('MFA_REQUIRED=false', () => {
  let relaxed: TestApp;
  beforeAll(async () => {
    relaxed = await createTestApp({ mfaRequired: false }, { clock });
  });
  afterAll(() => relaxed.close());

  it('an admin with no factor signs in with the password; one who has a factor still needs it', async () => {
    const email = uniqueEmail('relaxed', 'example.pl');
    await relaxed.deps.auth.createAdmin(email, PASSWORD);
    const login = () =>
      relaxed.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD } });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const session = { cookie: `sid=${cookieOf(first, 'sid')}` };
    expect(
      (await relaxed.inject({ method: 'GET', url: '/api/admin/user', headers: session })).json(),
    ).toMatchObject({ email, mustEnrol: false });
    // With no factor there is nothing to step up with: the sensitive actions work.
    expect(
      (
        await relaxed.inject({
          method: 'POST',
          url: '/api/admin/administrators',
          headers: session,
          payload: { email: uniqueEmail('x', 'example.pl') },
        })
      ).statusCode,
    ).toBe(201);

    const started = await relaxed.inject({
      method: 'POST',
      url: '/api/admin/security/totp',
      headers: session,
    });
    const { secret } = started.json<{ secret: string }>();
    const confirmed = await relaxed.inject({
      method: 'POST',
      url: '/api/admin/security/totp/confirm',
      headers: session,
      payload: { code: totpAt(secret) },
    });
    expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);

    const second = await login();
    expect(second.statusCode).toBe(202);
    expect(second.json()).toMatchObject({ status: 'second_factor' });
    expect(cookieOf(second, 'sid')).toBeNull();
  });

  it('a session opened with the password alone is signed out once the admin adds a factor in another one', async () => {
    const email = uniqueEmail('relaxed-two', 'example.pl');
    await relaxed.deps.auth.createAdmin(email, PASSWORD);
    const signIn = async () => {
      const response = await relaxed.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: PASSWORD },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(200);
      return { cookie: `sid=${cookieOf(response, 'sid')}` };
    };
    const other = await signIn();
    const enrolling = await signIn();
    const contacts = (headers: Record<string, string>) =>
      relaxed.inject({ method: 'GET', url: '/api/admin/contacts', headers });
    expect((await contacts(other)).statusCode).toBe(200);
    const { secret } = (
      await relaxed.inject({ method: 'POST', url: '/api/admin/security/totp', headers: enrolling })
    ).json<{ secret: string }>();
    const confirmed = await relaxed.inject({
      method: 'POST',
      url: '/api/admin/security/totp/confirm',
      headers: enrolling,
      payload: { code: totpAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await contacts(enrolling)).statusCode).toBe(200);
    expect((await contacts(other)).statusCode).toBe(401);
    expect((await relaxed.inject({ method: 'GET', url: '/api/admin/user', headers: other })).statusCode).toBe(
      401,
    );
  });
});
