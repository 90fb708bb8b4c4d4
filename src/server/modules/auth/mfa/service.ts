import type { AdminUser } from '@shared/contracts/auth';
import { createRateLimiter } from '../../../lib/rate-limiter';
import { createSecurityEvents, type RequestContext } from '../security-events';
import { createChallenges } from './challenges';
import { createFactorAttempts } from './factor-attempts';
import { createOverview } from './overview';
import { createPasskeys } from './passkeys';
import { createRecoveryCodes } from './recovery-codes';
import { createMfaRepository } from './repository';
import type { MfaContext, MfaDeps } from './rules';
import { createSignIn } from './sign-in';
import { createTotp } from './totp';

/**
 * The second factor (product: two-factor sign-in for the back office): challenges between the password and
 * the session, passkeys (WebAuthn), TOTP (RFC 6238, 30 s, ±1 step, each step once) and recovery codes,
 * step-up for the sensitive actions, and the Security screen's data. Each concern is its own file in this
 * folder, the SQL in repository.ts; this joins them into the one service the routes, jobs and plugins use.
 */
export function createMfaService(deps: MfaDeps) {
  const context: MfaContext = {
    deps,
    repository: createMfaRepository(deps.db),
    events: createSecurityEvents(deps.db),
    limiter: createRateLimiter(deps.db),
  };
  const challenges = createChallenges(context);
  const recoveryCodes = createRecoveryCodes(context);
  const totp = createTotp(context, challenges, recoveryCodes);
  const passkeys = createPasskeys(context, challenges, recoveryCodes);
  const attempts = createFactorAttempts(context, { totp, recoveryCodes, passkeys });
  const signIn = createSignIn(context, challenges, passkeys, attempts);
  const overview = createOverview(context, challenges, signIn.isSteppedUp);

  return {
    ...signIn,
    ...overview,
    /** The admin an enrolment challenge belongs to (the enrolment screens' credential). */
    enrollingActor: challenges.enrollingActor,
    beginTotp: totp.begin,
    confirmTotp: totp.confirm,
    passkeyRegistrationOptions: passkeys.registrationOptions,
    registerPasskey: passkeys.register,
    regenerateRecoveryCodes: (user: AdminUser, requestContext: RequestContext) =>
      recoveryCodes.regenerate(user.id, requestContext),
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
