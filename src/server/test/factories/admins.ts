import { authenticator } from 'otplib';
import type { TestApp } from '../test-app';
import { nextIp, uniqueEmail } from './visitors';

export const ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * An admin holding a confirmed TOTP factor (made through the Security screen's own service calls), and
 * sessions of theirs made to order: `session(true)` proved the second factor just now (stepped up),
 * `session(false)` signed in without it (what a session is once its step-up has expired).
 */
export async function createAdminWithTotp(app: TestApp) {
  const email = uniqueEmail('admin-totp', 'example.pl');
  const user = await app.deps.auth.createAdmin(email, ADMIN_PASSWORD);
  const context = { ip: nextIp(), userAgent: 'vitest' };
  const { secret } = await app.deps.mfa.beginTotp(user);
  const code = authenticator.clone({ epoch: app.clock.now().getTime() }).generate(secret);
  await app.deps.mfa.confirmTotp(user, code, context);
  const session = async (steppedUp: boolean) => ({
    cookie: `sid=${await app.deps.auth.startSession(user.id, context, steppedUp)}`,
  });
  return { user, email, secret, session };
}
