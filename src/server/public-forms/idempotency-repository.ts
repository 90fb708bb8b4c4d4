import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotentRequests } from '../db/schema/index';

/** One request's hold on a key: the row it created (or took over), told by when it was claimed. */
export type IdempotencyClaim = { route: string; client: string; key: string; claimedAt: Date };

/** What a request brings to a key: whose it is and what exactly it asks (both SHA-256, idempotency.ts). */
export type IdempotentRequest = { route: string; client: string; key: string; fingerprint: string };

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'other-request' };

/** How many times a claim looks again when the row it saw changed under it (another request's turn). */
const CLAIM_ATTEMPTS = 3;

export function createIdempotencyRepository(db: Database) {
  const keyOf = ({ route, client, key }: { route: string; client: string; key: string }) =>
    and(
      eq(idempotentRequests.route, route),
      eq(idempotentRequests.client, client),
      eq(idempotentRequests.key, key),
    );
  const row = (claim: IdempotencyClaim) =>
    and(keyOf(claim), eq(idempotentRequests.createdAt, claim.claimedAt), isNull(idempotentRequests.status));

  return {
    /**
     * The primary key (route, client, key) decides, across processes: the request whose insert creates the
     * row goes on; any other finds the stored answer, the first still in flight, or (another fingerprint)
     * a different request under the same key. A stored answer past `answeredSince` or a claim left before
     * `inFlightSince` (its process died) is taken over, by a conditional update that only one taker can win.
     */
    async claim(
      request: IdempotentRequest,
      now: Date,
      limits: { answeredSince: Date; inFlightSince: Date },
    ): Promise<ClaimOutcome> {
      const { route, client, key, fingerprint } = request;
      const claim: IdempotencyClaim = { route, client, key, claimedAt: now };
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        const created = await db
          .insert(idempotentRequests)
          .values({ route, client, key, fingerprint, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key });
        if (created.length === 1) return { kind: 'claimed', claim };

        const [existing] = await db.select().from(idempotentRequests).where(keyOf(request));
        // Released by a refused first request between the two statements: try to create it again.
        if (!existing) continue;
        const answered = existing.status !== null && existing.body !== null;
        const live = answered
          ? existing.createdAt >= limits.answeredSince
          : existing.createdAt >= limits.inFlightSince;
        if (live && existing.fingerprint !== fingerprint) return { kind: 'other-request' };
        if (live && answered) return { kind: 'answered', status: existing.status!, body: existing.body! };
        if (live) return { kind: 'in-flight' };

        const taken = await db
          .update(idempotentRequests)
          .set({ status: null, body: null, fingerprint, createdAt: now })
          .where(and(keyOf(request), eq(idempotentRequests.createdAt, existing.createdAt)))
          .returning({ key: idempotentRequests.key });
        if (taken.length === 1) return { kind: 'claimed', claim };
      }
      return { kind: 'in-flight' };
    },

    /** Keeps the answer for the key's retries; nothing if the claim was taken over meanwhile. */
    async complete(claim: IdempotencyClaim, status: number, body: string) {
      await db.update(idempotentRequests).set({ status, body }).where(row(claim));
    },

    /** A refused or failed request keeps nothing: the key may be sent again. */
    async release(claim: IdempotencyClaim) {
      await db.delete(idempotentRequests).where(row(claim));
    },

    async forgetBefore(before: Date) {
      await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, before));
    },
  };
}
