import type { AdminUser } from '@shared/contracts/auth';
import type { AppInfrastructure } from '../../../infrastructure';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limiter';
import type { AuthService } from '../service';
import type { RequestContext, SecurityEvents } from '../security-events';
import type { MfaRepository } from './repository';

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

/** What the second factor's parts take: the infrastructure and auth service, their rows, log and limiter. */
export type MfaDeps = Pick<AppInfrastructure, 'db' | 'clock' | 'cipher' | 'config' | 'mail' | 'log'> & {
  auth: AuthService;
};
export type MfaContext = {
  deps: MfaDeps;
  repository: MfaRepository;
  events: SecurityEvents;
  limiter: RateLimiter;
};
