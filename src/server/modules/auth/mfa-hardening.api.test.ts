import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED } from '@shared/contracts/mfa';
import {
  adminFactors,
  adminRecoveryCodes,
  adminSecurityEvents,
  outboxMessages,
  rateLimitHits,
  sessions,
} from '../../db/schema/index';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import { mfaTestKit, cookieOf, PASSWORD, STEP_MS } from './mfa-test-kit';
import { SECOND_FACTOR_FAILURES_PER_ACCOUNT } from './mfa/rules';

const { app, clock, totpAt, passwordStep, secondStep, post, enrolledAdmin } = await mfaTestKit();

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
});
