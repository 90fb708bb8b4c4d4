import { authenticator } from 'otplib';
import { afterAll, expect } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { createTestApp } from '../../test/test-app';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import { createSoftwareAuthenticator } from '../../test/software-authenticator';

/** The second factor's API tests' shared setup: an app on a manual clock and the sign-in steps they drive. */

export const PASSWORD = 'correct horse battery staple';
export const STEP_MS = 30_000;
/** The origin app.inject's requests come from, as the server works out its relying party (no PUBLIC_URL origins). */
export const ORIGIN = 'http://localhost:80';
export type RegistrationOptions = Parameters<ReturnType<typeof createSoftwareAuthenticator>['register']>[0];
export type AuthenticationOptions = Parameters<
  ReturnType<typeof createSoftwareAuthenticator>['authenticate']
>[0];

export const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }, name: string) =>
  response.cookies.find((c) => c.name === name && c.value !== '')?.value ?? null;

/**
 * A test app of its own for the calling test file (`const { app, … } = await mfaTestKit()` at the top of
 * the file; closed after its tests) with MFA_REQUIRED as given, on a clock of its own, and the steps bound
 * to it. Nothing is kept between files.
 */
export async function mfaTestKit(config: { mfaRequired: boolean } = { mfaRequired: true }) {
  // Mid-step, so "one step early/late" is unambiguous.
  const clock = createManualClock(new Date('2026-11-27T10:00:10Z'));
  const app = await createTestApp(config, { clock });
  afterAll(() => app.close());

  /** The TOTP code for `secret` at the test clock moved by `offsetMs`. */
  const totpAt = (secret: string, offsetMs = 0) =>
    authenticator.clone({ epoch: clock.now().getTime() + offsetMs }).generate(secret);

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

  const post = (
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
    remoteAddress = nextIp(),
  ) => app.inject({ method: 'POST', url, headers, ...(payload && { payload }), remoteAddress });

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
    const { secret, otpauthUrl, qrSvg } = started.json<{
      secret: string;
      otpauthUrl: string;
      qrSvg: string;
    }>();
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

  /** A new admin who enrols a passkey (one that verifies its user) at the first sign-in. */
  async function passkeyAdmin() {
    const email = uniqueEmail('passkey-admin', 'example.pl');
    const user = await app.deps.auth.createAdmin(email, PASSWORD);
    const { challenge } = await passwordStep(email);
    const headers = { cookie: `signin=${challenge}` };
    const authenticator = createSoftwareAuthenticator(ORIGIN);
    const options = (
      await post('/api/admin/login/enrol/passkey-options', headers)
    ).json<RegistrationOptions>();
    const registered = await post('/api/admin/login/enrol/passkeys', headers, {
      name: 'Laptop',
      response: authenticator.register(options, { userVerified: true }),
    });
    expect(registered.statusCode).toBe(200);
    const finished = await post('/api/admin/login/enrol/finish', headers);
    expect(finished.statusCode).toBe(200);
    return { id: user.id, email, authenticator, session: { cookie: `sid=${cookieOf(finished, 'sid')}` } };
  }

  return {
    app,
    clock,
    totpAt,
    passwordStep,
    secondStep,
    post,
    enrolledAdmin,
    passkeyAdmin,
  };
}
