import { describe, expect, it } from 'vitest';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import { mfaTestKit, cookieOf, PASSWORD } from './mfa-test-kit';

const { app: relaxed, totpAt } = await mfaTestKit({ mfaRequired: false });

describe('MFA_REQUIRED=false', () => {
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
