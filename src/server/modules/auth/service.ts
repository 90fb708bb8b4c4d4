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

// Failed logins: per address tried and per client IP, so neither guessing one account nor spraying
// many accounts from one place gets far.
export const LOGIN_LIMIT_PER_EMAIL: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_LIMIT_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

export const INVALID_CREDENTIALS = 'Nieprawidłowy email lub hasło';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class PasswordPolicyError extends Error {}

function assertPasswordPolicy(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new PasswordPolicyError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

export function createAuthService(db: Database) {
  const repository = createAuthRepository(db);
  const limiter = createRateLimiter(db);

  async function guardAttempts(emailKey: string, ipKey: string) {
    const [byEmail, byIp] = await Promise.all([
      limiter.check(emailKey, LOGIN_LIMIT_PER_EMAIL),
      limiter.check(ipKey, LOGIN_LIMIT_PER_IP),
    ]);
    if (byEmail.count >= LOGIN_LIMIT_PER_EMAIL.limit) throw tooManyRequests(byEmail.retryAfterSeconds);
    if (byIp.count >= LOGIN_LIMIT_PER_IP.limit) throw tooManyRequests(byIp.retryAfterSeconds);
  }

  return {
    /** Signs in: a new session id every time (no fixation); the same answer for unknown e-mail and bad password. */
    async login(
      emailInput: string,
      password: string,
      ip: string,
    ): Promise<{ user: AdminUser; token: string }> {
      const email = normalizeEmail(emailInput);
      const emailKey = `login:email:${email}`;
      const ipKey = `login:ip:${ip}`;
      await guardAttempts(emailKey, ipKey);
      const found = await repository.findUserByEmail(email);
      const valid = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!found || !valid) {
        await Promise.all([
          limiter.hit(emailKey, LOGIN_LIMIT_PER_EMAIL),
          limiter.hit(ipKey, LOGIN_LIMIT_PER_IP),
        ]);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await limiter.reset(emailKey);
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
