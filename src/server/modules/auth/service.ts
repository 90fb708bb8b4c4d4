import type { AdminUser } from '@shared/contracts/auth';
import { MIN_PASSWORD_LENGTH } from '@shared/contracts/auth';
import type { Database } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { tooManyRequests, unauthorized } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { createAuthRepository } from './repository';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';

export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_AFTER_SECONDS = 60;

/*
 * Failed logins (OWASP Authentication Cheat Sheet): counted per e-mail *and* source, so whoever guesses is
 * slowed down (429 for that source only) while the operator's own browser elsewhere still signs in. Per
 * source across e-mails, against spraying many accounts from one place. And a much higher ceiling per
 * e-mail across all sources, against guessing spread over many addresses: when it is reached the operator
 * is told, and each source may fail only once per 15 minutes for that e-mail until the ceiling's hour
 * ends. A correct password from a source that has not failed always works.
 */
export const LOGIN_LIMIT_PER_SOURCE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_LIMIT_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
export const LOGIN_CEILING_PER_EMAIL: RateLimitRule = { limit: 50, windowSeconds: 60 * 60 };
/** Failures allowed per source and 15 minutes once the ceiling is reached. */
const FAILURES_PER_SOURCE_AT_CEILING = 1;

export type AuthServiceOptions = {
  /** Called once per ceiling window when failed sign-ins for one e-mail reach LOGIN_CEILING_PER_EMAIL. */
  onLoginCeilingReached?: (email: string, failures: number) => Promise<void>;
};

export const INVALID_CREDENTIALS = 'Nieprawidłowy email lub hasło';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class PasswordPolicyError extends Error {}

type LoginKeys = { source: string; ip: string; email: string };
const loginKeys = (email: string, ip: string): LoginKeys => ({
  source: `login:source:${ip}:${email}`,
  ip: `login:ip:${ip}`,
  email: `login:email:${email}`,
});

function assertPasswordPolicy(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new PasswordPolicyError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

export function createAuthService(db: Database, options: AuthServiceOptions = {}) {
  const repository = createAuthRepository(db);
  const limiter = createRateLimiter(db);

  async function guardAttempts(keys: LoginKeys) {
    const [bySource, byIp, byEmail] = await Promise.all([
      limiter.check(keys.source, LOGIN_LIMIT_PER_SOURCE),
      limiter.check(keys.ip, LOGIN_LIMIT_PER_IP),
      limiter.check(keys.email, LOGIN_CEILING_PER_EMAIL),
    ]);
    const atCeiling = byEmail.count >= LOGIN_CEILING_PER_EMAIL.limit;
    const sourceLimit = atCeiling ? FAILURES_PER_SOURCE_AT_CEILING : LOGIN_LIMIT_PER_SOURCE.limit;
    if (bySource.count >= sourceLimit) throw tooManyRequests(bySource.retryAfterSeconds);
    if (byIp.count >= LOGIN_LIMIT_PER_IP.limit) throw tooManyRequests(byIp.retryAfterSeconds);
  }

  async function countFailure(email: string, keys: LoginKeys, isAdmin: boolean) {
    const [, , byEmail] = await Promise.all([
      limiter.hit(keys.source, LOGIN_LIMIT_PER_SOURCE),
      limiter.hit(keys.ip, LOGIN_LIMIT_PER_IP),
      limiter.hit(keys.email, LOGIN_CEILING_PER_EMAIL),
    ]);
    // Exactly once per window, whichever process counted the failure that reached it.
    // Only for a real admin: guesses at addresses that have no account are nobody's concern.
    if (isAdmin && byEmail.count === LOGIN_CEILING_PER_EMAIL.limit) {
      await options.onLoginCeilingReached?.(email, byEmail.count);
    }
  }

  return {
    /** Signs in: a new session id every time (no fixation); the same answer for unknown e-mail and bad password. */
    async login(
      emailInput: string,
      password: string,
      ip: string,
    ): Promise<{ user: AdminUser; token: string }> {
      const email = normalizeEmail(emailInput);
      const keys = loginKeys(email, ip);
      await guardAttempts(keys);
      // A deactivated or still invited admin gets the same answer as an unknown e-mail.
      const found = await repository.findActiveUserByEmail(email);
      const valid = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!found || !valid) {
        await countFailure(email, keys, found !== null);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      // This source proved it knows the password; the per-e-mail ceiling keeps counting the others.
      await limiter.reset(keys.source);
      const token = randomToken();
      await repository.insertSession(
        sha256(token),
        found.id,
        new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000),
      );
      return { user: { id: found.id, email: found.email, role: found.role }, token };
    },

    async userForSession(token: string): Promise<AdminUser | null> {
      const idHash = sha256(token);
      const session = await repository.findActiveSession(idHash, SESSION_IDLE_SECONDS);
      if (!session) return null;
      if (session.lastSeenAgeSeconds > TOUCH_AFTER_SECONDS) await repository.touchSession(idHash);
      return session.user;
    },

    async logout(token: string) {
      await repository.deleteSession(sha256(token));
    },

    async createAdmin(emailInput: string, password: string): Promise<AdminUser> {
      assertPasswordPolicy(password);
      const email = normalizeEmail(emailInput);
      if (await repository.findUserByEmail(email))
        throw new PasswordPolicyError(`An admin ${email} already exists`);
      return repository.insertUser(email, await hashPassword(password));
    },

    /** Sets a new password and ends every session of that admin. */
    async resetPassword(emailInput: string, password: string): Promise<void> {
      assertPasswordPolicy(password);
      const found = await repository.findUserByEmail(normalizeEmail(emailInput));
      if (!found) throw new PasswordPolicyError(`No admin ${normalizeEmail(emailInput)}`);
      await repository.updatePassword(found.id, await hashPassword(password));
      await repository.deleteUserSessions(found.id);
    },

    /**
     * ADMIN_EMAIL + ADMIN_PASSWORD at start: create that admin if missing. An existing admin's password is
     * left alone (a reset is explicit, through the CLI), so a stale variable cannot undo a rotation.
     */
    async ensureAdmin(emailInput: string, password: string): Promise<'created' | 'exists'> {
      const email = normalizeEmail(emailInput);
      if (await repository.findUserByEmail(email)) return 'exists';
      assertPasswordPolicy(password);
      // Several processes started at once all find no admin: the database decides which one creates it.
      const created = await repository.insertUserIfAbsent(email, await hashPassword(password));
      return created ? 'created' : 'exists';
    },

    countAdmins: () => repository.countUsers(),
    deleteExpiredSessions: () => repository.deleteExpiredSessions(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
