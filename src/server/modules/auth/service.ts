import type { AdminUser } from '@shared/contracts/auth';
import { MIN_PASSWORD_LENGTH } from '@shared/contracts/auth';
import type { AppInfrastructure } from '../../infrastructure';
import { PASSWORD_HASH_COST, type PasswordHashCost } from '../../config';
import { systemClock, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { tooManyRequests, unauthorized } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitHit, type RateLimitRule } from '../../lib/rate-limiter';
import { revokeAdminAccess } from './admin-access';
import { createAuthRepository } from './repository';
import { createSecurityEvents, resetFactorsOf, type RequestContext } from './security-events';
import { decoyPasswordHash, hashPassword as hashWithCost, verifyPassword } from './passwords';

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

export type AuthServiceDeps = Pick<AppInfrastructure, 'db'> & {
  /** Defaults to the system clock (the command line); the app passes its injected one. */
  clock?: Clock;
  /**
   * Called when failed sign-ins for one e-mail reach LOGIN_CEILING_PER_EMAIL: once, and then not again for
   * that e-mail until the ceiling's window length has passed.
   */
  onLoginCeilingReached?: (email: string, failures: number) => Promise<void>;
  /** Defaults to PASSWORD_HASH_COST (the command line); the app passes its configuration's. */
  passwordHashCost?: PasswordHashCost;
};

export const INVALID_CREDENTIALS = 'Nieprawidłowy email lub hasło';

export type SignedInSession = { user: AdminUser; secondFactorAt: Date | null; hasFactor: boolean };

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

export function createAuthService({
  db,
  onLoginCeilingReached,
  clock = systemClock,
  passwordHashCost = PASSWORD_HASH_COST,
}: AuthServiceDeps) {
  const repository = createAuthRepository(db);
  const hashPassword = (password: string) => hashWithCost(password, passwordHashCost);
  const decoyHash = decoyPasswordHash(passwordHashCost);
  const events = createSecurityEvents(db);
  const limiter = createRateLimiter(db);

  /**
   * Counts the attempt against every limit before the password is checked (concurrent guesses each get a
   * count of their own, so exactly the allowance passes), then decides on those counts. What the attempt
   * reserved stays counted only if it fails: a refused attempt gives it all back, a right password too.
   */
  async function reserveAttempt(keys: LoginKeys) {
    const reserved = await Promise.all([
      limiter.hit(keys.source, LOGIN_LIMIT_PER_SOURCE),
      limiter.hit(keys.ip, LOGIN_LIMIT_PER_IP),
      limiter.hit(keys.email, LOGIN_CEILING_PER_EMAIL),
    ]);
    const [bySource, byIp, byEmail] = reserved;
    // At the ceiling when the failures (and attempts under way) before this one reach it.
    const atCeiling = byEmail.count > LOGIN_CEILING_PER_EMAIL.limit;
    const sourceLimit = atCeiling ? FAILURES_PER_SOURCE_AT_CEILING : LOGIN_LIMIT_PER_SOURCE.limit;
    const refusedBy =
      bySource.count > sourceLimit ? bySource : byIp.count > LOGIN_LIMIT_PER_IP.limit ? byIp : null;
    if (refusedBy) {
      await giveBack(reserved);
      throw tooManyRequests(refusedBy.retryAfterSeconds);
    }
    return reserved;
  }

  const giveBack = (reserved: RateLimitHit[]) => Promise.all(reserved.map((hit) => limiter.giveBack(hit)));

  /** The failure keeps its reservation; only a real admin's reaching the ceiling is anyone's concern. */
  async function countFailure(email: string, byEmail: RateLimitHit, isAdmin: boolean) {
    if (!isAdmin || byEmail.count < LOGIN_CEILING_PER_EMAIL.limit) return;
    // Once per ceiling window, whichever process counted a failure at the ceiling: the first to count on
    // this key of its own tells. (Not `count === limit`: a reservation given back hands its number on, so
    // two failures may both have counted the ceiling's number.)
    const alert = await limiter.hit(`login:ceiling-alert:${email}`, LOGIN_CEILING_PER_EMAIL);
    if (alert.count === 1) await onLoginCeilingReached?.(email, LOGIN_CEILING_PER_EMAIL.limit);
  }

  return {
    /**
     * The password step: the admin if the password is right, under the sign-in limits. It opens nothing by
     * itself: the caller decides between a session, a second factor and enrolment. The same answer for an
     * unknown e-mail and a bad password.
     */
    async authenticate(emailInput: string, password: string, context: RequestContext): Promise<AdminUser> {
      const email = normalizeEmail(emailInput);
      const keys = loginKeys(email, context.ip);
      const reserved = await reserveAttempt(keys);
      const [, byIp, byEmail] = reserved;
      // A deactivated or still invited admin gets the same answer as an unknown e-mail.
      const found = await repository.findActiveUserByEmail(email);
      const valid = await verifyPassword(found?.passwordHash ?? (await decoyHash()), password);
      if (!found || !valid) {
        if (found) await events.record(found.id, 'sign_in', context, { success: false, method: 'password' });
        await countFailure(email, byEmail, found !== null);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      // This source proved it knows the password: its failures are forgotten; this attempt was no failure
      // for the address or the e-mail either (the ceiling keeps counting the others' failures).
      await limiter.reset(keys.source);
      await giveBack([byIp, byEmail]);
      return { id: found.id, email: found.email, role: found.role };
    },

    /**
     * A second-factor attempt for an admin, under the same limits and lockout as the password step: `check`
     * answers whether the factor was right; a wrong one counts as a failed sign-in for that e-mail.
     */
    async guardAttempt<T>(
      emailInput: string,
      ip: string,
      check: () => Promise<T | null>,
      message: string,
    ): Promise<T> {
      const email = normalizeEmail(emailInput);
      const keys = loginKeys(email, ip);
      const reserved = await reserveAttempt(keys);
      const [, byIp, byEmail] = reserved;
      const result = await check();
      if (result === null) {
        await countFailure(email, byEmail, true);
        throw unauthorized(message);
      }
      await limiter.reset(keys.source);
      await giveBack([byIp, byEmail]);
      return result;
    },

    /** A new session id every time (no fixation); `secondFactor` when this sign-in proved one. */
    async startSession(userId: string, context: RequestContext, secondFactor: boolean): Promise<string> {
      const token = randomToken();
      await repository.insertSession({
        idHash: sha256(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000),
        secondFactorAt: secondFactor ? clock.now() : null,
        userAgent: context.userAgent,
        ip: context.ip,
      });
      return token;
    },

    /** The session's admin, when it last proved a second factor, and whether they hold one at all. */
    async sessionFor(token: string): Promise<SignedInSession | null> {
      const idHash = sha256(token);
      const session = await repository.findActiveSession(idHash, SESSION_IDLE_SECONDS);
      if (!session) return null;
      // Opened with the password alone while the admin had no second factor, and the admin has one now
      // (added elsewhere): this session never proved it, so it ends like an expired one; sign in again.
      // The session that added the factor proved it then (mfa/challenges.ts, factorsChangedIn).
      if (session.hasFactor && session.secondFactorAt === null) {
        await repository.deleteSession(idHash);
        return null;
      }
      if (session.lastSeenAgeSeconds > TOUCH_AFTER_SECONDS) await repository.touchSession(idHash);
      return { user: session.user, secondFactorAt: session.secondFactorAt, hasFactor: session.hasFactor };
    },

    /**
     * Which of these session tokens still sign their admin in, in one query and without counting as a
     * visit: the back office's open live streams are checked with it (lib/live-events.ts).
     */
    async activeSessions(tokens: string[]): Promise<Set<string>> {
      const byHash = new Map(tokens.map((token) => [sha256(token), token]));
      const active = await repository.findActiveSessionHashes([...byHash.keys()], SESSION_IDLE_SECONDS);
      return new Set(active.map((idHash) => byHash.get(idHash)!));
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

    /**
     * Sets a new password and ends whatever acts as that admin (sessions, calendar feeds and other links);
     * second factors stay (a reset is no way around them).
     */
    async resetPassword(emailInput: string, password: string): Promise<void> {
      assertPasswordPolicy(password);
      const found = await repository.findUserByEmail(normalizeEmail(emailInput));
      if (!found) throw new PasswordPolicyError(`No admin ${normalizeEmail(emailInput)}`);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repository.updatePassword(found.id, passwordHash, tx);
        await revokeAdminAccess(tx, found.id);
      });
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

    /** The command line's reset-mfa: every factor, code and session of that admin goes; recorded. */
    async resetFactors(emailInput: string): Promise<boolean> {
      const found = await repository.findUserByEmail(normalizeEmail(emailInput));
      if (!found) return false;
      await db.transaction(async (tx) => {
        await resetFactorsOf(tx, found.id);
        await events.record(
          found.id,
          'factors_reset',
          null,
          { actorEmail: 'npm run admin -- reset-mfa' },
          tx,
        );
      });
      return true;
    },

    countAdmins: () => repository.countUsers(),
    deleteExpiredSessions: () => repository.deleteExpiredSessions(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
