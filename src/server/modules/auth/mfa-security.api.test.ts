import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENROLMENT_REQUIRED, STEP_UP_REQUIRED } from '@shared/contracts/mfa';
import { adminFactors, adminSecurityEvents, outboxMessages, sessions } from '../../db/schema/index';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import { mfaTestKit, cookieOf, PASSWORD, STEP_MS } from './mfa-test-kit';

const { app, clock, totpAt, passwordStep, secondStep, enrolledAdmin } = await mfaTestKit();

describe('two-factor sign-in', () => {
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
      url: '/api/admin/privacy/orders/00000000-0000-4000-8000-000000000000/admin-identity/reveal',
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
