import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminChallenges, adminFactors } from '../../db/schema/index';
import { nextIp } from '../../test/factories/visitors';
import { createSoftwareAuthenticator } from '../../test/software-authenticator';
import {
  mfaTestKit,
  cookieOf,
  ORIGIN,
  type AuthenticationOptions,
  type RegistrationOptions,
} from './mfa-test-kit';
import { PASSKEY_OPTIONS_PER_ADDRESS } from './mfa/rules';

const { app, clock, post, passkeyAdmin } = await mfaTestKit();

describe('two-factor hardening', () => {
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
