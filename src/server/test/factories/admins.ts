import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { sessions } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import type { TestApp } from '../test-app';
import { nextIp, uniqueEmail } from './visitors';

export const ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * An admin holding a confirmed TOTP factor (made through the Security screen's own service calls), and
 * sessions of theirs made to order: `session(true)` proved the second factor just now (stepped up),
 * `session(false)` proved it before the step-up window (what a session is once its step-up has expired).
 */
export async function createAdminWithTotp(app: TestApp) {
  const email = uniqueEmail('admin-totp', 'example.pl');
  const user = await app.deps.auth.createAdmin(email, ADMIN_PASSWORD);
  const context = { ip: nextIp(), userAgent: 'vitest' };
  // The first factor is added from a session of the admin's own, as on the Security screen.
  const actor = { user, sessionToken: await app.deps.auth.startSession(user.id, context, false) };
  const { secret } = await app.deps.mfa.beginTotp(actor);
  const code = authenticator.clone({ epoch: app.deps.clock.now().getTime() }).generate(secret);
  await app.deps.mfa.confirmTotp(actor, code, context);
  // An admin holding a factor has no session that never proved it (it would end at once): a session not
  // stepped up is one that proved the factor longer ago than the step-up window.
  const session = async (steppedUp: boolean) => {
    const token = await app.deps.auth.startSession(user.id, context, true);
    if (!steppedUp) {
      const provedAt = new Date(app.deps.clock.now().getTime() - (app.config.stepUpSeconds + 60) * 1000);
      await app.db
        .update(sessions)
        .set({ secondFactorAt: provedAt })
        .where(eq(sessions.idHash, sha256(token)));
    }
    return { cookie: `sid=${token}` };
  };
  return { user, email, secret, session };
}
