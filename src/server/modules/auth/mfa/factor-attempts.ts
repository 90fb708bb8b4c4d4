import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AdminUser } from '@shared/contracts/auth';
import type { SecondFactor } from '@shared/contracts/mfa';
import { tooManyRequests } from '../../../lib/http-errors';
import type { RequestContext } from '../security-events';
import type { Passkeys } from './passkeys';
import type { RecoveryCodes } from './recovery-codes';
import type { ChallengeKind } from './repository';
import {
  SECOND_FACTOR_FAILURES_PER_ACCOUNT,
  WRONG_SECOND_FACTOR,
  type CeremonyContext,
  type MfaContext,
} from './rules';

/**
 * One second-factor answer at the second step or at step-up: checked by its kind, under the sign-in limits
 * and, for a code, the account's own cap (its lock told once to the admin and the operators).
 */
export function createFactorAttempts(
  { deps, repository, events, limiter }: MfaContext,
  factors: {
    totp: { verify: (userId: string, code: string) => Promise<boolean> };
    recoveryCodes: Pick<RecoveryCodes, 'verify' | 'unused'>;
    passkeys: Pick<Passkeys, 'verify'>;
  },
) {
  const { db, clock } = deps;

  /** Checks one factor for `user`; true when it was right (and is now spent where it is single-use). */
  async function verify(
    user: AdminUser,
    factor: SecondFactor,
    ceremony: ChallengeKind,
    context: CeremonyContext,
  ) {
    if (factor.method === 'totp') return factors.totp.verify(user.id, factor.code);
    if (factor.method === 'recovery_code') return factors.recoveryCodes.verify(user, factor.code, context);
    return (
      (await factors.passkeys.verify(
        user.id,
        factor.response as unknown as AuthenticationResponseJSON,
        ceremony,
        context,
      )) === user.id
    );
  }

  async function holdsCode(userId: string, method: 'totp' | 'recovery_code'): Promise<boolean> {
    if (method === 'recovery_code') return (await factors.recoveryCodes.unused(userId)) > 0;
    return (await repository.confirmedFactors(userId)).some((f) => f.kind === 'totp');
  }

  /**
   * A second-factor attempt under the sign-in limits (per address and e-mail, service.ts) and, for a code,
   * the account's own cap (SECOND_FACTOR_FAILURES_PER_ACCOUNT), reserved before the code is checked so
   * concurrent guesses cannot overrun it; only a wrong code keeps its reservation.
   */
  async function guard(
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

  return { verify, guard };
}
