import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminRecoveryCodes, adminSecurityEvents, outboxMessages } from '../../db/schema/index';
import { nextIp } from '../../test/factories/visitors';
import { mfaTestKit, cookieOf, PASSWORD, STEP_MS } from './mfa-test-kit';

const { app, clock, totpAt, passwordStep, secondStep, enrolledAdmin } = await mfaTestKit();

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
});
