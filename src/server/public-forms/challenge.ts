import { hkdfSync, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * ALTCHA proof-of-work (v2 protocol, what the altcha 3 widget speaks), self-hosted. The difficulty is a
 * second or two of a phone's CPU: nothing for a person, real cost for a script sending thousands.
 * Deterministic mode (a secret counter and a signed key) makes the server's check one HMAC, not a KDF.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1000;
const COUNTER_MIN = 1000;
const COUNTER_MAX = 3000;
/** A solution is accepted this long after its challenge was issued (an order form takes a while). */
export const CHALLENGE_VALIDITY_MS = 2 * 60 * 60 * 1000;

export type ChallengeCheck =
  | { ok: true; challengeId: string; issuedAt: number; expiresAt: number }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export function createChallengeService(appSecret: string) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', appSecret, 'altcha', purpose, 32)).toString('hex');
  const hmacSignatureSecret = derive('challenge signature');
  const hmacKeySignatureSecret = derive('key signature');

  return {
    /** `issuedAt` and `expiresAt` travel signed in the challenge's data: the server keeps no state for it. */
    async create(now: Date): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        data: { issuedAt: now.getTime(), expiresAt: now.getTime() + CHALLENGE_VALIDITY_MS },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verify(encoded: string | undefined, now: Date): Promise<ChallengeCheck> {
      if (!encoded) return { ok: false, reason: 'missing' };
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
        if (!payload?.challenge?.parameters || !payload.solution) return { ok: false, reason: 'invalid' };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return { ok: false, reason: 'invalid' };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const data = payload.challenge.parameters.data ?? {};
      const issuedAt = Number(data.issuedAt);
      const expiresAt = Number(data.expiresAt);
      if (!Number.isFinite(issuedAt) || !Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' };
      if (now.getTime() > expiresAt) return { ok: false, reason: 'expired' };
      return { ok: true, challengeId: payload.challenge.parameters.nonce, issuedAt, expiresAt };
    },
  };
}
export type ChallengeService = ReturnType<typeof createChallengeService>;
