import type { Tx } from '../../../db/client';
import { randomToken, sha256 } from '../../../lib/crypto';
import { unauthorized } from '../../../lib/http-errors';
import type { ChallengeKind } from './repository';
import { CHALLENGE_EXPIRED, type FactorActor, type MfaContext } from './rules';

/** Between the password and the second factor. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 5 * 60;
/** Enrolment takes longer: a phone to unlock, an app to install. */
export const ENROL_CHALLENGE_SECONDS = 30 * 60;
export const WEBAUTHN_CHALLENGE_SECONDS = 5 * 60;

/**
 * The challenges between the password and the session (second step, enrolment) and of each passkey
 * ceremony: stored as hashes, single use, each with its expiry; and the factor state an enrolment is bound to.
 */
export function createChallenges({ deps, repository }: MfaContext) {
  const { clock } = deps;

  async function issue(
    kind: ChallengeKind,
    userId: string | null,
    seconds: number,
    token = randomToken(),
    factorVersion: number | null = null,
  ) {
    await repository.insertChallenge(
      {
        idHash: sha256(token),
        kind,
        userId,
        factorVersion,
        expiresAt: new Date(clock.now().getTime() + seconds * 1000),
      },
      clock.now(),
    );
    return token;
  }

  async function find(token: string | null | undefined, kind: ChallengeKind) {
    if (!token) return null;
    return repository.findChallenge(sha256(token), kind, clock.now());
  }

  /** Spends a challenge: true for exactly one caller, however many race for it. */
  const consume = (token: string, kind: ChallengeKind) =>
    repository.consumeChallenge(sha256(token), kind, clock.now());

  /** The active admin a live challenge of this kind is for; 401 otherwise. */
  async function userOf(token: string | null | undefined, kind: ChallengeKind) {
    const challenge = await find(token, kind);
    const user = challenge?.userId ? await repository.activeUser(challenge.userId) : null;
    if (!user) throw unauthorized(CHALLENGE_EXPIRED);
    return user;
  }

  /**
   * The admin an enrolment challenge is for, while their factors are as the challenge knows them: once a
   * factor was added or removed anywhere else (the admin enrolled in another tab, say), the challenge is
   * stale and the next sign-in asks for that factor instead.
   */
  async function enrollingActor(token: string | null | undefined): Promise<FactorActor> {
    const challenge = await find(token, 'enrol');
    const user = challenge?.userId ? await repository.activeUser(challenge.userId) : null;
    if (!challenge || !user || challenge.factorVersion !== (await repository.factorVersionOf(user.id)))
      throw unauthorized(CHALLENGE_EXPIRED);
    return { user, enrolment: { idHash: challenge.idHash, factorVersion: challenge.factorVersion } };
  }

  /** A challenge for enrolment, bound to the admin's factors as they are now (none): see enrollingActor. */
  async function issueEnrolment(userId: string) {
    return issue(
      'enrol',
      userId,
      ENROL_CHALLENGE_SECONDS,
      randomToken(),
      await repository.factorVersionOf(userId),
    );
  }

  /** Spends the enrolment challenge only while the admin's factors are still those it added; 401 otherwise. */
  async function consumeEnrolment(token: string, userId: string) {
    if (!(await repository.consumeEnrolment(sha256(token), userId, clock.now())))
      throw unauthorized(CHALLENGE_EXPIRED);
  }

  /**
   * Records in `tx` that the actor changed the admin's factors. An enrolment challenge must still be at the
   * admin's factor state (else the whole change rolls back) and moves on with it. A session that added a
   * factor has just proved it (a first code, a new passkey); the admin's sessions opened with the password
   * alone end, as they never proved the factor the admin now has.
   */
  async function factorsChangedIn(tx: Tx, actor: FactorActor, added: boolean) {
    const enrolment = 'enrolment' in actor ? actor.enrolment : null;
    const bumped = await repository.bumpFactorVersion(tx, actor.user.id, enrolment?.factorVersion ?? null);
    if (bumped === null) throw unauthorized(CHALLENGE_EXPIRED);
    if (enrolment) await repository.moveEnrolmentTo(tx, enrolment.idHash, bumped);
    else if (added && 'sessionToken' in actor)
      await repository.markSecondFactor(sha256(actor.sessionToken), clock.now(), tx);
    if (added) await repository.deletePasswordOnlySessions(tx, actor.user.id);
  }

  return { issue, find, consume, userOf, enrollingActor, issueEnrolment, consumeEnrolment, factorsChangedIn };
}
export type Challenges = ReturnType<typeof createChallenges>;
