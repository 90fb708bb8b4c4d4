import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AdminUser } from '@shared/contracts/auth';
import type { PendingSignIn, SecondFactor } from '@shared/contracts/mfa';
import { sha256 } from '../../../lib/crypto';
import { conflict, unauthorized } from '../../../lib/http-errors';
import type { RequestContext } from '../security-events';
import { SECOND_FACTOR_CHALLENGE_SECONDS, type Challenges } from './challenges';
import type { createFactorAttempts } from './factor-attempts';
import type { Passkeys } from './passkeys';
import {
  CHALLENGE_EXPIRED,
  WRONG_SECOND_FACTOR,
  type CeremonyContext,
  type MfaContext,
  type RelyingParty,
} from './rules';

/**
 * From the password to a session: the second step (or enrolment) a pending sign-in needs, the passkey that
 * signs in alone, and step-up for the sensitive actions of a session.
 */
export function createSignIn(
  { deps, repository, events }: MfaContext,
  challenges: Challenges,
  passkeys: Pick<Passkeys, 'verify' | 'optionsFor'>,
  attempts: ReturnType<typeof createFactorAttempts>,
) {
  const { clock } = deps;

  async function methodsOf(userId: string): Promise<PendingSignIn['methods']> {
    const factors = await repository.confirmedFactors(userId);
    const codes = await repository.unusedRecoveryCodes(userId);
    const methods: PendingSignIn['methods'] = [];
    if (factors.some((f) => f.kind === 'passkey')) methods.push('passkey');
    if (factors.some((f) => f.kind === 'totp')) methods.push('totp');
    if (codes > 0) methods.push('recovery_code');
    return methods;
  }

  async function signedInWithFactor(user: AdminUser, method: string, context: RequestContext) {
    await events.record(user.id, 'sign_in', context, { success: true, method });
    const token = await deps.auth.startSession(user.id, context, true);
    return { user, token };
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
        const challenge = await challenges.issue('second_factor', user.id, SECOND_FACTOR_CHALLENGE_SECONDS);
        return {
          kind: 'pending',
          pending: { status: 'second_factor', methods, email: user.email },
          challenge,
        };
      }
      if (deps.config.mfaRequired) {
        const challenge = await challenges.issueEnrolment(user.id);
        return { kind: 'pending', pending: { status: 'enrol', methods: [], email: user.email }, challenge };
      }
      await events.record(user.id, 'sign_in', context, { success: true, method: 'password' });
      return { kind: 'session', user, token: await deps.auth.startSession(user.id, context, false) };
    },

    /** The second step: TOTP, recovery code or passkey for the admin the challenge holds; then a session. */
    async secondStep(challenge: string | null | undefined, factor: SecondFactor, context: CeremonyContext) {
      const user = await challenges.userOf(challenge, 'second_factor');
      await attempts.guard(user, factor, context, async () => {
        const ok = await attempts.verify(user, factor, 'webauthn_login', context);
        if (!ok) await events.record(user.id, 'sign_in', context, { success: false, method: factor.method });
        return ok;
      });
      // Single use: of two right answers racing on one challenge, one gets the session.
      if (!(await challenges.consume(challenge!, 'second_factor'))) throw unauthorized(CHALLENGE_EXPIRED);
      return signedInWithFactor(user, factor.method, context);
    },

    /** Options for a passkey: for the admin of a pending challenge, or for anyone (passkey alone). */
    async signInPasskeyOptions(challenge: string | null | undefined, rp: RelyingParty, ip: string) {
      const pending = await challenges.find(challenge, 'second_factor');
      return passkeys.optionsFor(pending?.userId ?? null, 'webauthn_login', rp, ip);
    },

    /** 'Zaloguj się kluczem dostępu': a discoverable passkey with user verification is both factors. */
    async passkeySignIn(response: AuthenticationResponseJSON, context: CeremonyContext) {
      const userId = await deps.auth.guardAttempt(
        `passkey:${context.ip}`,
        context.ip,
        // The passkey alone stands for both factors only when it verified its user (PIN, biometrics).
        () => passkeys.verify(null, response, 'webauthn_login', context, true),
        WRONG_SECOND_FACTOR,
      );
      const user = await repository.activeUser(userId);
      if (!user) throw unauthorized(WRONG_SECOND_FACTOR);
      return signedInWithFactor(user, 'passkey', context);
    },

    /**
     * Ends enrolment: at least one factor confirmed (and its codes shown) through this very challenge, which
     * becomes a session. Spent only while the admin's factors are still those it added.
     */
    async finishEnrolment(challenge: string | null | undefined, context: RequestContext) {
      const { user } = await challenges.enrollingActor(challenge);
      if ((await repository.confirmedFactors(user.id)).length === 0)
        throw conflict('Najpierw dodaj klucz dostępu lub aplikację uwierzytelniającą');
      await challenges.consumeEnrolment(challenge!, user.id);
      return signedInWithFactor(user, 'enrolment', context);
    },

    stepUpPasskeyOptions: (user: AdminUser, rp: RelyingParty, ip: string) =>
      passkeys.optionsFor(user.id, 'webauthn_step_up', rp, ip),

    /** A second factor now, for the step-up actions of the next 10 minutes on this session. */
    async stepUp(user: AdminUser, sessionToken: string, factor: SecondFactor, context: CeremonyContext) {
      await attempts.guard(user, factor, context, () =>
        attempts.verify(user, factor, 'webauthn_step_up', context),
      );
      await repository.markSecondFactor(sha256(sessionToken), clock.now());
    },

    /** Whether the session may do a step-up action now. */
    isSteppedUp(session: { secondFactorAt: Date | null; hasFactor: boolean }) {
      if (!session.hasFactor) return !deps.config.mfaRequired;
      return (
        session.secondFactorAt !== null &&
        clock.now().getTime() - session.secondFactorAt.getTime() < deps.config.stepUpSeconds * 1000
      );
    },
  };
}
