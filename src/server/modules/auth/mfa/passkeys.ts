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
import { invalidField, tooManyRequests } from '../../../lib/http-errors';
import { WEBAUTHN_CHALLENGE_SECONDS, type Challenges } from './challenges';
import type { RecoveryCodes } from './recovery-codes';
import type { ChallengeKind } from './repository';
import {
  PASSKEY_OPTIONS_PER_ADDRESS,
  type CeremonyContext,
  type FactorActor,
  type MfaContext,
  type RelyingParty,
} from './rules';

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

const transportsOf = (factor: { transports: string | null }) =>
  (factor.transports?.split(',').filter(Boolean) ?? []) as AuthenticatorTransportFuture[];

/** Passkeys (WebAuthn): the options of each ceremony, registration and the assertion check. */
export function createPasskeys(
  { deps, repository, events, limiter }: MfaContext,
  challenges: Pick<Challenges, 'issue' | 'consume' | 'factorsChangedIn'>,
  recoveryCodes: Pick<RecoveryCodes, 'ifNone'>,
) {
  const { db, clock } = deps;

  /**
   * A passkey assertion: the challenge it signed must be one we issued for this ceremony (spent here), the
   * credential one of ours, and, when `expectedUserId` is given, that admin's. Returns the admin's id.
   */
  async function verify(
    expectedUserId: string | null,
    response: AuthenticationResponseJSON,
    ceremony: ChallengeKind,
    context: CeremonyContext,
    requireUserVerification = false,
  ): Promise<string | null> {
    const challenge = signedChallenge(response);
    if (!challenge) return null;
    const issued = await challenges.consume(challenge, ceremony);
    if (!issued) return null;
    const factor = await repository.passkeyByCredential(response.id);
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
          transports: transportsOf(factor),
        },
      });
      if (!result.verified) return null;
      await repository.passkeyUsed(factor.id, result.authenticationInfo.newCounter, clock.now());
      return factor.userId;
    } catch {
      return null;
    }
  }

  /** Each passkey ceremony's options: a stored challenge, so a limit per address on asking for them. */
  async function countOptions(ip: string) {
    const hit = await limiter.hit(`passkey-options:${ip}`, PASSKEY_OPTIONS_PER_ADDRESS);
    if (hit.count > PASSKEY_OPTIONS_PER_ADDRESS.limit) throw tooManyRequests(hit.retryAfterSeconds);
  }

  const passkeysOf = async (userId: string) =>
    (await repository.confirmedFactors(userId)).filter((f) => f.kind === 'passkey' && f.credentialId);

  /** Options to sign with a passkey: the admin's own when `userId` is known, any discoverable one otherwise. */
  async function optionsFor(userId: string | null, kind: ChallengeKind, rp: RelyingParty, ip: string) {
    await countOptions(ip);
    const allow = userId
      ? (await passkeysOf(userId)).map((f) => ({ id: f.credentialId!, transports: transportsOf(f) }))
      : [];
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      allowCredentials: allow,
      // Without a password first, the passkey is both factors: it must verify its user (PIN, biometrics).
      userVerification: userId ? 'preferred' : 'required',
    });
    await challenges.issue(kind, userId, WEBAUTHN_CHALLENGE_SECONDS, options.challenge);
    return options;
  }

  async function registrationOptions({ user }: FactorActor, rp: RelyingParty, ip: string) {
    await countOptions(ip);
    const existing = await passkeysOf(user.id);
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
    await challenges.issue('webauthn_register', user.id, WEBAUTHN_CHALLENGE_SECONDS, options.challenge);
    return options;
  }

  async function register(
    actor: FactorActor,
    name: string,
    response: RegistrationResponseJSON,
    context: CeremonyContext,
  ) {
    const { user } = actor;
    const refused = () => invalidField('response', 'Nie udało się dodać klucza dostępu. Spróbuj ponownie.');
    const challenge = signedChallenge(response);
    const issued = challenge ? await challenges.consume(challenge, 'webauthn_register') : null;
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
      await repository.insertFactor(tx, {
        userId: user.id,
        kind: 'passkey',
        name,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports?.join(',') ?? null,
        confirmedAt: clock.now(),
      });
      await challenges.factorsChangedIn(tx, actor, true);
      await events.record(user.id, 'factor_added', context, { method: 'passkey' }, tx);
    });
    return { recoveryCodes: await recoveryCodes.ifNone(user.id) };
  }

  return { verify, optionsFor, registrationOptions, register };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
