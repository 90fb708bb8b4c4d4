import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import type { AdminUser } from '@shared/contracts/auth';
import {
  RECOVERY_CODE_COUNT,
  type PendingSignIn,
  type SecondFactor,
  type SecurityOverview,
} from '@shared/contracts/mfa';
import type { AppDeps } from '../../app-deps';
import {
  adminChallenges,
  adminFactors,
  adminRecoveryCodes,
  adminUsers,
  sessions,
} from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { conflict, invalidField, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { createSecurityEvents, resetFactorsOf, type RequestContext } from './security-events';

/** Between the password and the second factor. */
const SECOND_FACTOR_CHALLENGE_SECONDS = 5 * 60;
/** Enrolment takes longer: a phone to unlock, an app to install. */
const ENROL_CHALLENGE_SECONDS = 30 * 60;
const WEBAUTHN_CHALLENGE_SECONDS = 5 * 60;
const TOTP_STEP_SECONDS = 30;
const SIGN_IN_HISTORY_DAYS = 90;

/*
 * A code (TOTP or recovery) is guessable where a passkey is not: besides the sign-in limits per address and
 * e-mail (service.ts), which a guesser with many addresses outruns, each admin account takes at most 10
 * wrong codes an hour, from anywhere, at the second step and at step-up together. Then codes are refused
 * (429) for the rest of the hour, even a right one, while a passkey still works; the admin and the operators
 * are e-mailed once and the security log says so. 10 an hour leaves a guesser about 3 chances in 100,000 a
 * day against a six-digit code.
 */
export const SECOND_FACTOR_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };
/**
 * Every passkey ceremony's options store a challenge; anyone may ask for the sign-in ones. 20 per address
 * in 5 minutes (a person taps a few times), so one address keeps at most about 40 challenges alive at a
 * time, each gone 5 minutes later.
 */
export const PASSKEY_OPTIONS_PER_ADDRESS: RateLimitRule = { limit: 20, windowSeconds: 5 * 60 };

export const CHALLENGE_EXPIRED = 'Logowanie wygasło. Zaloguj się ponownie.';
export const WRONG_SECOND_FACTOR = 'Nieprawidłowy kod lub klucz dostępu';
const TOTP_NAME = 'Aplikacja uwierzytelniająca';

type ChallengeKind = 'second_factor' | 'enrol' | 'webauthn_register' | 'webauthn_login' | 'webauthn_step_up';

/** Where WebAuthn runs: the relying party id (a host name) and the origins a browser may report. */
export type RelyingParty = { rpId: string; origins: string[] };
export type CeremonyContext = RequestContext & { rp: RelyingParty };

/**
 * Who adds or removes a factor: an admin enrolling before the first session (through their enrolment
 * challenge, good only at the factor state it was issued at), or a signed-in admin (their session).
 */
export type FactorActor = { user: AdminUser } & (
  { enrolment: { idHash: string; factorVersion: number } } | { sessionToken: string }
);

/** 15 random bytes (120 bits) as 24 base32 characters in six groups of four. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function newRecoveryCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, '');
const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

/** The WebAuthn challenge a browser signed, read from its clientDataJSON (then checked by the library). */
function signedChallenge(response: { response: { clientDataJSON: string } }): string | null {
  const clientData: unknown = response.response?.clientDataJSON;
  if (typeof clientData !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/**
 * The second factor (product: two-factor sign-in for the back office): challenges between the password and
 * the session, passkeys (WebAuthn), TOTP (RFC 6238, 30 s, ±1 step, each step once) and recovery codes,
 * step-up for the sensitive actions, and the Security screen's data.
 */
export function createMfaService(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'config' | 'mail' | 'auth' | 'log'>,
) {
  const { db, clock } = deps;
  const events = createSecurityEvents(db);
  const limiter = createRateLimiter(db);

  // --- challenges -------------------------------------------------------------------------------------

  async function issueChallenge(
    kind: ChallengeKind,
    userId: string | null,
    seconds: number,
    token = randomToken(),
    factorVersion: number | null = null,
  ) {
    await db.delete(adminChallenges).where(lt(adminChallenges.expiresAt, clock.now()));
    await db.insert(adminChallenges).values({
      idHash: sha256(token),
      kind,
      userId,
      factorVersion,
      expiresAt: new Date(clock.now().getTime() + seconds * 1000),
    });
    return token;
  }

  async function findChallenge(token: string | null | undefined, kind: ChallengeKind) {
    if (!token) return null;
    const [row] = await db
      .select()
      .from(adminChallenges)
      .where(
        and(
          eq(adminChallenges.idHash, sha256(token)),
          eq(adminChallenges.kind, kind),
          gt(adminChallenges.expiresAt, clock.now()),
        ),
      );
    return row ?? null;
  }

  /** Spends a challenge: true for exactly one caller, however many race for it. */
  async function consumeChallenge(token: string, kind: ChallengeKind) {
    const rows = await db
      .delete(adminChallenges)
      .where(
        and(
          eq(adminChallenges.idHash, sha256(token)),
          eq(adminChallenges.kind, kind),
          gt(adminChallenges.expiresAt, clock.now()),
        ),
      )
      .returning({ userId: adminChallenges.userId });
    return rows[0] ?? null;
  }

  async function activeUser(userId: string): Promise<AdminUser | null> {
    const [row] = await db
      .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
      .from(adminUsers)
      .where(
        and(eq(adminUsers.id, userId), isNull(adminUsers.deactivatedAt), isNotNull(adminUsers.passwordHash)),
      );
    return row ?? null;
  }

  async function challengeUser(token: string | null | undefined, kind: ChallengeKind) {
    const challenge = await findChallenge(token, kind);
    const user = challenge?.userId ? await activeUser(challenge.userId) : null;
    if (!user) throw unauthorized(CHALLENGE_EXPIRED);
    return user;
  }

  async function factorVersionOf(userId: string): Promise<number> {
    const [row] = await db
      .select({ factorVersion: adminUsers.factorVersion })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId));
    return row?.factorVersion ?? -1;
  }

  /**
   * The admin an enrolment challenge is for, while their factors are as the challenge knows them: once a
   * factor was added or removed anywhere else (the admin enrolled in another tab, say), the challenge is
   * stale and the next sign-in asks for that factor instead.
   */
  async function enrollingActor(token: string | null | undefined): Promise<FactorActor> {
    const challenge = await findChallenge(token, 'enrol');
    const user = challenge?.userId ? await activeUser(challenge.userId) : null;
    if (!challenge || !user || challenge.factorVersion !== (await factorVersionOf(user.id)))
      throw unauthorized(CHALLENGE_EXPIRED);
    return { user, enrolment: { idHash: challenge.idHash, factorVersion: challenge.factorVersion } };
  }

  /**
   * Records in `tx` that the actor changed the admin's factors. An enrolment challenge must still be at the
   * admin's factor state (else the whole change rolls back) and moves on with it. A session that added a
   * factor has just proved it (a first code, a new passkey); the admin's sessions opened with the password
   * alone end, as they never proved the factor the admin now has.
   */
  async function factorsChangedIn(tx: Tx, actor: FactorActor, added: boolean) {
    const enrolment = 'enrolment' in actor ? actor.enrolment : null;
    const [bumped] = await tx
      .update(adminUsers)
      .set({ factorVersion: sql`${adminUsers.factorVersion} + 1` })
      .where(
        and(
          eq(adminUsers.id, actor.user.id),
          enrolment ? eq(adminUsers.factorVersion, enrolment.factorVersion) : undefined,
        ),
      )
      .returning({ factorVersion: adminUsers.factorVersion });
    if (!bumped) throw unauthorized(CHALLENGE_EXPIRED);
    if (enrolment) {
      await tx
        .update(adminChallenges)
        .set({ factorVersion: bumped.factorVersion })
        .where(eq(adminChallenges.idHash, enrolment.idHash));
    } else if (added && 'sessionToken' in actor) {
      await tx
        .update(sessions)
        .set({ secondFactorAt: clock.now() })
        .where(eq(sessions.idHash, sha256(actor.sessionToken)));
    }
    if (added)
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, actor.user.id), isNull(sessions.secondFactorAt)));
  }

  // --- factors ----------------------------------------------------------------------------------------

  const confirmedFactors = (userId: string) =>
    db
      .select()
      .from(adminFactors)
      .where(and(eq(adminFactors.userId, userId), isNotNull(adminFactors.confirmedAt)))
      .orderBy(adminFactors.createdAt);

  async function methodsOf(userId: string): Promise<PendingSignIn['methods']> {
    const factors = await confirmedFactors(userId);
    const [codes] = await db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
    const methods: PendingSignIn['methods'] = [];
    if (factors.some((f) => f.kind === 'passkey')) methods.push('passkey');
    if (factors.some((f) => f.kind === 'totp')) methods.push('totp');
    if ((codes?.n ?? 0) > 0) methods.push('recovery_code');
    return methods;
  }

  /** The 30 s step the code belongs to (now, one before or one after), or null when it fits none. */
  function totpStep(secret: string, code: string): number | null {
    const epoch = clock.now().getTime();
    const checker = authenticator.clone({ epoch, window: 1, step: TOTP_STEP_SECONDS });
    const delta = checker.checkDelta(code, secret);
    if (delta === null) return null;
    return Math.floor(epoch / 1000 / TOTP_STEP_SECONDS) + delta;
  }

  async function verifyTotp(userId: string, code: string): Promise<boolean> {
    const [factor] = await db
      .select()
      .from(adminFactors)
      .where(
        and(
          eq(adminFactors.userId, userId),
          eq(adminFactors.kind, 'totp'),
          isNotNull(adminFactors.confirmedAt),
        ),
      );
    if (!factor?.totpSecret) return false;
    const step = totpStep(deps.cipher.decrypt(factor.totpSecret), code);
    if (step === null) return false;
    // A code is good once: its step (or an earlier one) already used is refused, whichever process saw it.
    const updated = await db
      .update(adminFactors)
      .set({ totpLastStep: step, lastUsedAt: clock.now() })
      .where(
        and(
          eq(adminFactors.id, factor.id),
          sql`(${adminFactors.totpLastStep} is null or ${adminFactors.totpLastStep} < ${step})`,
        ),
      )
      .returning({ id: adminFactors.id });
    return updated.length === 1;
  }

  async function verifyRecoveryCode(
    user: AdminUser,
    code: string,
    context: RequestContext,
  ): Promise<boolean> {
    const used = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
          eq(adminRecoveryCodes.userId, user.id),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ codeHash: adminRecoveryCodes.codeHash });
    if (used.length !== 1) return false;
    const [left] = await db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, user.id), isNull(adminRecoveryCodes.usedAt)));
    await db.transaction(async (tx) => {
      await events.record(user.id, 'recovery_code_used', context, {}, tx);
      await deps.mail.enqueue(tx, {
        template: 'recovery-code-used',
        to: user.email,
        language: 'pl',
        data: { email: user.email, remaining: left?.n ?? 0, at: clock.now().toISOString() },
      });
    });
    return true;
  }

  /**
   * A passkey assertion: the challenge it signed must be one we issued for this ceremony (spent here), the
   * credential one of ours, and, when `expectedUserId` is given, that admin's. Returns the admin's id.
   */
  async function verifyPasskey(
    expectedUserId: string | null,
    response: AuthenticationResponseJSON,
    ceremony: ChallengeKind,
    context: CeremonyContext,
    requireUserVerification = false,
  ): Promise<string | null> {
    const challenge = signedChallenge(response);
    if (!challenge) return null;
    const issued = await consumeChallenge(challenge, ceremony);
    if (!issued) return null;
    const [factor] = await db
      .select()
      .from(adminFactors)
      .where(and(eq(adminFactors.credentialId, response.id), eq(adminFactors.kind, 'passkey')));
    if (!factor?.publicKey || !factor.credentialId) return null;
    if (expectedUserId && factor.userId !== expectedUserId) return null;
    if (issued.userId && factor.userId !== issued.userId) return null;
    try {
      // The library refuses a counter that did not grow, except when both are 0 (synced passkeys report 0).
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: context.rp.origins,
        expectedRPID: context.rp.rpId,
        requireUserVerification,
        credential: {
          id: factor.credentialId,
          publicKey: isoBase64URL.toBuffer(factor.publicKey),
          counter: factor.signCount,
          transports: (factor.transports?.split(',').filter(Boolean) ?? []) as AuthenticatorTransportFuture[],
        },
      });
      if (!result.verified) return null;
      await db
        .update(adminFactors)
        .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: clock.now() })
        .where(eq(adminFactors.id, factor.id));
      return factor.userId;
    } catch {
      return null;
    }
  }

  /** Checks one factor for `user`; true when it was right (and is now spent where it is single-use). */
  async function verifyFactor(
    user: AdminUser,
    factor: SecondFactor,
    ceremony: ChallengeKind,
    context: CeremonyContext,
  ) {
    if (factor.method === 'totp') return verifyTotp(user.id, factor.code);
    if (factor.method === 'recovery_code') return verifyRecoveryCode(user, factor.code, context);
    return (
      (await verifyPasskey(
        user.id,
        factor.response as unknown as AuthenticationResponseJSON,
        ceremony,
        context,
      )) === user.id
    );
  }

  async function recoveryCodesIfNone(userId: string): Promise<string[] | null> {
    const [existing] = await db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, userId));
    return (existing?.n ?? 0) > 0 ? null : regenerateRecoveryCodes(userId, null);
  }

  async function regenerateRecoveryCodes(userId: string, context: RequestContext | null): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
      await tx
        .insert(adminRecoveryCodes)
        .values(codes.map((code) => ({ codeHash: hashRecoveryCode(code), userId })));
      if (context) await events.record(userId, 'recovery_codes_regenerated', context, {}, tx);
    });
    return codes;
  }

  /** Each passkey ceremony's options: a stored challenge, so a limit per address on asking for them. */
  async function countPasskeyOptions(ip: string) {
    const hit = await limiter.hit(`passkey-options:${ip}`, PASSKEY_OPTIONS_PER_ADDRESS);
    if (hit.count > PASSKEY_OPTIONS_PER_ADDRESS.limit) throw tooManyRequests(hit.retryAfterSeconds);
  }

  async function passkeyOptionsFor(userId: string | null, kind: ChallengeKind, rp: RelyingParty, ip: string) {
    await countPasskeyOptions(ip);
    const allow = userId
      ? (await confirmedFactors(userId))
          .filter((f) => f.kind === 'passkey' && f.credentialId)
          .map((f) => ({
            id: f.credentialId!,
            transports: (f.transports?.split(',').filter(Boolean) ?? []) as AuthenticatorTransportFuture[],
          }))
      : [];
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      allowCredentials: allow,
      // Without a password first, the passkey is both factors: it must verify its user (PIN, biometrics).
      userVerification: userId ? 'preferred' : 'required',
    });
    await issueChallenge(kind, userId, WEBAUTHN_CHALLENGE_SECONDS, options.challenge);
    return options;
  }

  async function signedInWithFactor(user: AdminUser, method: string, context: RequestContext) {
    await events.record(user.id, 'sign_in', context, { success: true, method });
    const token = await deps.auth.startSession(user.id, context, true);
    return { user, token };
  }

  /**
   * A second-factor attempt under the sign-in limits (per address and e-mail, service.ts) and, for a code,
   * the account's own cap (SECOND_FACTOR_FAILURES_PER_ACCOUNT), reserved before the code is checked so
   * concurrent guesses cannot overrun it; only a wrong code keeps its reservation.
   */
  async function guardFactorAttempt(
    user: AdminUser,
    factor: SecondFactor,
    context: RequestContext,
    check: () => Promise<boolean>,
  ) {
    const guarded = (inner: () => Promise<boolean>) =>
      deps.auth.guardAttempt(
        user.email,
        context.ip,
        async () => ((await inner()) ? true : null),
        WRONG_SECOND_FACTOR,
      );
    // The cap guards codes the account holds: with none of that kind there is nothing to guess (and no
    // lock to tell the admin about); the per-address limits still count the attempt.
    if (factor.method === 'passkey' || !(await holdsCode(user.id, factor.method))) return guarded(check);
    const rule = SECOND_FACTOR_FAILURES_PER_ACCOUNT;
    const reserved = await limiter.hit(`second-factor:account:${user.id}`, rule);
    if (reserved.count > rule.limit) {
      await limiter.giveBack(reserved);
      throw tooManyRequests(reserved.retryAfterSeconds);
    }
    let wrong = false;
    try {
      await guarded(async () => {
        const right = await check();
        wrong = !right;
        return right;
      });
    } catch (error) {
      if (!wrong) await limiter.giveBack(reserved);
      else if (reserved.count >= rule.limit) await accountCapReached(user, factor.method, context);
      throw error;
    }
    await limiter.giveBack(reserved);
  }

  async function holdsCode(userId: string, method: 'totp' | 'recovery_code'): Promise<boolean> {
    if (method === 'recovery_code') return (await unusedRecoveryCodes(userId)) > 0;
    return (await confirmedFactors(userId)).some((f) => f.kind === 'totp');
  }

  async function unusedRecoveryCodes(userId: string): Promise<number> {
    const [codes] = await db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
    return codes?.n ?? 0;
  }

  /** Once per window, whichever process counted the failure that reached the cap: logged, recorded, mailed. */
  async function accountCapReached(user: AdminUser, method: string, context: RequestContext) {
    const rule = SECOND_FACTOR_FAILURES_PER_ACCOUNT;
    const alert = await limiter.hit(`second-factor:account-alert:${user.id}`, rule);
    if (alert.count !== 1) return;
    const windowMinutes = rule.windowSeconds / 60;
    deps.log.warn(
      { email: user.email, failures: rule.limit, windowMinutes },
      'wrong second-factor codes for an admin reached the per-account cap: codes are refused for the rest of the window',
    );
    await db.transaction(async (tx) => {
      await events.record(user.id, 'second_factor_locked', context, { success: false, method }, tx);
      for (const to of new Set([user.email, ...deps.config.mail.operatorEmails])) {
        await deps.mail.enqueue(tx, {
          template: 'second-factor-locked',
          to,
          language: 'pl',
          data: { email: user.email, failures: rule.limit, windowMinutes, at: clock.now().toISOString() },
        });
      }
    });
  }

  /** Whether the session may do a step-up action now. */
  function isSteppedUp(session: { secondFactorAt: Date | null; hasFactor: boolean }) {
    if (!session.hasFactor) return !deps.config.mfaRequired;
    return (
      session.secondFactorAt !== null &&
      clock.now().getTime() - session.secondFactorAt.getTime() < deps.config.stepUpSeconds * 1000
    );
  }

  return {
    /**
     * After a right password: a session when the admin holds no factor and none is required; otherwise a
     * challenge for the second step (or for enrolment), and no session.
     */
    async afterPassword(
      user: AdminUser,
      context: RequestContext,
    ): Promise<
      | { kind: 'session'; user: AdminUser; token: string }
      | { kind: 'pending'; pending: PendingSignIn; challenge: string }
    > {
      const methods = await methodsOf(user.id);
      const hasFactor = methods.some((m) => m !== 'recovery_code');
      if (hasFactor) {
        const challenge = await issueChallenge('second_factor', user.id, SECOND_FACTOR_CHALLENGE_SECONDS);
        return {
          kind: 'pending',
          pending: { status: 'second_factor', methods, email: user.email },
          challenge,
        };
      }
      if (deps.config.mfaRequired) {
        // Bound to the admin's factors as they are now (none): see enrollingActor.
        const challenge = await issueChallenge(
          'enrol',
          user.id,
          ENROL_CHALLENGE_SECONDS,
          randomToken(),
          await factorVersionOf(user.id),
        );
        return { kind: 'pending', pending: { status: 'enrol', methods: [], email: user.email }, challenge };
      }
      await events.record(user.id, 'sign_in', context, { success: true, method: 'password' });
      return { kind: 'session', user, token: await deps.auth.startSession(user.id, context, false) };
    },

    /** The second step: TOTP, recovery code or passkey for the admin the challenge holds; then a session. */
    async secondStep(challenge: string | null | undefined, factor: SecondFactor, context: CeremonyContext) {
      const user = await challengeUser(challenge, 'second_factor');
      await guardFactorAttempt(user, factor, context, async () => {
        const ok = await verifyFactor(user, factor, 'webauthn_login', context);
        if (!ok) await events.record(user.id, 'sign_in', context, { success: false, method: factor.method });
        return ok;
      });
      // Single use: of two right answers racing on one challenge, one gets the session.
      if (!(await consumeChallenge(challenge!, 'second_factor'))) throw unauthorized(CHALLENGE_EXPIRED);
      return signedInWithFactor(user, factor.method, context);
    },

    /** Options for a passkey: for the admin of a pending challenge, or for anyone (passkey alone). */
    async signInPasskeyOptions(challenge: string | null | undefined, rp: RelyingParty, ip: string) {
      const pending = await findChallenge(challenge, 'second_factor');
      return passkeyOptionsFor(pending?.userId ?? null, 'webauthn_login', rp, ip);
    },

    /** 'Zaloguj się kluczem dostępu': a discoverable passkey with user verification is both factors. */
    async passkeySignIn(response: AuthenticationResponseJSON, context: CeremonyContext) {
      const userId = await deps.auth.guardAttempt(
        `passkey:${context.ip}`,
        context.ip,
        // The passkey alone stands for both factors only when it verified its user (PIN, biometrics).
        () => verifyPasskey(null, response, 'webauthn_login', context, true),
        WRONG_SECOND_FACTOR,
      );
      const user = await activeUser(userId);
      if (!user) throw unauthorized(WRONG_SECOND_FACTOR);
      return signedInWithFactor(user, 'passkey', context);
    },

    /** The admin an enrolment challenge belongs to (the enrolment screens' credential). */
    enrollingActor,

    /**
     * Ends enrolment: at least one factor confirmed (and its codes shown) through this very challenge, which
     * becomes a session. Spent only while the admin's factors are still those it added.
     */
    async finishEnrolment(challenge: string | null | undefined, context: RequestContext) {
      const { user } = await enrollingActor(challenge);
      if ((await confirmedFactors(user.id)).length === 0)
        throw conflict('Najpierw dodaj klucz dostępu lub aplikację uwierzytelniającą');
      const spent = await db
        .delete(adminChallenges)
        .where(
          and(
            eq(adminChallenges.idHash, sha256(challenge!)),
            eq(adminChallenges.kind, 'enrol'),
            gt(adminChallenges.expiresAt, clock.now()),
            sql`${adminChallenges.factorVersion} = (select ${adminUsers.factorVersion} from ${adminUsers} where ${adminUsers.id} = ${user.id})`,
          ),
        )
        .returning({ idHash: adminChallenges.idHash });
      if (spent.length !== 1) throw unauthorized(CHALLENGE_EXPIRED);
      return signedInWithFactor(user, 'enrolment', context);
    },

    /** A new TOTP secret, pending until its first code confirms it (then it replaces the old one). */
    async beginTotp({ user }: FactorActor) {
      const secret = authenticator.generateSecret(20);
      await db.transaction(async (tx) => {
        await tx
          .delete(adminFactors)
          .where(
            and(
              eq(adminFactors.userId, user.id),
              eq(adminFactors.kind, 'totp'),
              isNull(adminFactors.confirmedAt),
            ),
          );
        await tx.insert(adminFactors).values({
          userId: user.id,
          kind: 'totp',
          name: TOTP_NAME,
          totpSecret: deps.cipher.encrypt(secret),
        });
      });
      const otpauthUrl = authenticator.keyuri(user.email, deps.config.company.name, secret);
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrSvg };
    },

    async confirmTotp(actor: FactorActor, code: string, context: RequestContext) {
      const { user } = actor;
      const [pending] = await db
        .select()
        .from(adminFactors)
        .where(
          and(
            eq(adminFactors.userId, user.id),
            eq(adminFactors.kind, 'totp'),
            isNull(adminFactors.confirmedAt),
          ),
        );
      if (!pending?.totpSecret) throw conflict('Najpierw rozpocznij dodawanie aplikacji uwierzytelniającej');
      const step = totpStep(deps.cipher.decrypt(pending.totpSecret), code);
      if (step === null)
        throw invalidField('code', 'Nieprawidłowy kod. Sprawdź czas w telefonie i spróbuj ponownie.');
      await db.transaction(async (tx) => {
        await tx
          .delete(adminFactors)
          .where(
            and(
              eq(adminFactors.userId, user.id),
              eq(adminFactors.kind, 'totp'),
              ne(adminFactors.id, pending.id),
            ),
          );
        await tx
          .update(adminFactors)
          .set({ confirmedAt: clock.now(), totpLastStep: step })
          .where(eq(adminFactors.id, pending.id));
        await factorsChangedIn(tx, actor, true);
        await events.record(user.id, 'factor_added', context, { method: 'totp' }, tx);
      });
      return { recoveryCodes: await recoveryCodesIfNone(user.id) };
    },

    async passkeyRegistrationOptions({ user }: FactorActor, rp: RelyingParty, ip: string) {
      await countPasskeyOptions(ip);
      const existing = (await confirmedFactors(user.id)).filter(
        (f) => f.kind === 'passkey' && f.credentialId,
      );
      const options = await generateRegistrationOptions({
        rpName: deps.config.company.name,
        rpID: rp.rpId,
        userName: user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((f) => ({ id: f.credentialId! })),
        // A passkey may sign in alone, so it must be one that verifies its user.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await issueChallenge('webauthn_register', user.id, WEBAUTHN_CHALLENGE_SECONDS, options.challenge);
      return options;
    },

    async registerPasskey(
      actor: FactorActor,
      name: string,
      response: RegistrationResponseJSON,
      context: CeremonyContext,
    ) {
      const { user } = actor;
      const refused = () => invalidField('response', 'Nie udało się dodać klucza dostępu. Spróbuj ponownie.');
      const challenge = signedChallenge(response);
      const issued = challenge ? await consumeChallenge(challenge, 'webauthn_register') : null;
      if (!challenge || !issued || issued.userId !== user.id) throw refused();
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: context.rp.origins,
          expectedRPID: context.rp.rpId,
          requireUserVerification: true,
        });
      } catch {
        throw refused();
      }
      if (!verification.verified) throw refused();
      const { credential } = verification.registrationInfo;
      await db.transaction(async (tx) => {
        await tx.insert(adminFactors).values({
          userId: user.id,
          kind: 'passkey',
          name,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          signCount: credential.counter,
          transports: credential.transports?.join(',') ?? null,
          confirmedAt: clock.now(),
        });
        await factorsChangedIn(tx, actor, true);
        await events.record(user.id, 'factor_added', context, { method: 'passkey' }, tx);
      });
      return { recoveryCodes: await recoveryCodesIfNone(user.id) };
    },

    async removeFactor(user: AdminUser, sessionToken: string, factorId: string, context: RequestContext) {
      const factors = await confirmedFactors(user.id);
      const target = factors.find((f) => f.id === factorId);
      if (!target) throw notFound('Nie znaleziono tej metody logowania');
      if (deps.config.mfaRequired && factors.length <= 1)
        throw conflict('To Twoja jedyna metoda logowania dwuetapowego: najpierw dodaj inną');
      await db.transaction(async (tx) => {
        await tx.delete(adminFactors).where(eq(adminFactors.id, target.id));
        await factorsChangedIn(tx, { user, sessionToken }, false);
        await events.record(user.id, 'factor_removed', context, { method: target.kind }, tx);
      });
    },

    regenerateRecoveryCodes: (user: AdminUser, context: RequestContext) =>
      regenerateRecoveryCodes(user.id, context),

    stepUpPasskeyOptions: (user: AdminUser, rp: RelyingParty, ip: string) =>
      passkeyOptionsFor(user.id, 'webauthn_step_up', rp, ip),

    /** A second factor now, for the step-up actions of the next 10 minutes on this session. */
    async stepUp(user: AdminUser, sessionToken: string, factor: SecondFactor, context: CeremonyContext) {
      await guardFactorAttempt(user, factor, context, () =>
        verifyFactor(user, factor, 'webauthn_step_up', context),
      );
      await db
        .update(sessions)
        .set({ secondFactorAt: clock.now() })
        .where(eq(sessions.idHash, sha256(sessionToken)));
    },

    isSteppedUp,

    /**
     * The sign-in history keeps 90 days, as the Security screen shows: older sign-ins (an address and a browser
     * each) go, so no admin's whereabouts pile up for ever. Idempotent.
     */
    async forgetOldSignIns(): Promise<number> {
      return events.forgetSignInsBefore(new Date(clock.now().getTime() - SIGN_IN_HISTORY_DAYS * 86_400_000));
    },

    async overview(
      user: AdminUser,
      sessionToken: string,
      session: { secondFactorAt: Date | null; hasFactor: boolean },
    ): Promise<SecurityOverview> {
      const factors = await confirmedFactors(user.id);
      const [codes] = await db
        .select({ n: count() })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.userId, user.id), isNull(adminRecoveryCodes.usedAt)));
      const open = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(sql`${sessions.lastSeenAt} desc`);
      const currentHash = sha256(sessionToken);
      const since = new Date(clock.now().getTime() - SIGN_IN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
      const signIns = await events.signIns(user.id, since);
      return {
        factors: factors.map((f) => ({
          id: f.id,
          kind: f.kind as 'passkey' | 'totp',
          name: f.name,
          createdAt: f.createdAt.toISOString(),
          lastUsedAt: f.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: codes?.n ?? 0,
        sessions: open.map((s) => ({
          // Not the stored hash itself: an id for the screen that is no lookup key.
          id: sha256(`session:${s.idHash}`),
          current: s.idHash === currentHash,
          userAgent: s.userAgent,
          ip: s.ip,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        })),
        signIns: signIns.map((e) => ({
          at: e.at.toISOString(),
          success: e.success,
          method: e.method,
          ip: e.ip,
          userAgent: e.userAgent,
        })),
        steppedUp: isSteppedUp(session),
      };
    },

    async endSession(user: AdminUser, id: string) {
      const open = await db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      const target = open.find((s) => sha256(`session:${s.idHash}`) === id);
      if (!target) throw notFound('Nie znaleziono tej sesji');
      await db.delete(sessions).where(eq(sessions.idHash, target.idHash));
    },

    /**
     * Another admin resets an admin's factors (a lost phone): factors, codes and sessions go, the admin
     * enrols anew at the next sign-in, is told by e-mail, and the reset is recorded with who did it.
     */
    async resetFactors(targetId: string, by: AdminUser, context: RequestContext) {
      const [target] = await db
        .select({ id: adminUsers.id, email: adminUsers.email })
        .from(adminUsers)
        .where(eq(adminUsers.id, targetId));
      if (!target) throw notFound('Nie znaleziono administratora');
      await db.transaction(async (tx) => {
        await resetFactorsOf(tx, target.id);
        await events.record(target.id, 'factors_reset', context, { actorEmail: by.email }, tx);
        await deps.mail.enqueue(tx, {
          template: 'factors-reset',
          to: target.email,
          language: 'pl',
          data: { email: target.email, resetBy: by.email },
        });
      });
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
