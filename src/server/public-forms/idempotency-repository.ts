import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotentRequests } from '../db/schema/index';

/** One request's hold on a key: the row it created (or took over), told by when it was claimed. */
export type IdempotencyClaim = { route: string; key: string; claimedAt: Date };

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'in-flight' };

/** How many times a claim looks again when the row it saw changed under it (another request's turn). */
const CLAIM_ATTEMPTS = 3;

export function createIdempotencyRepository(db: Database) {
  const row = (claim: IdempotencyClaim) =>
    and(
      eq(idempotentRequests.route, claim.route),
      eq(idempotentRequests.key, claim.key),
      eq(idempotentRequests.createdAt, claim.claimedAt),
      isNull(idempotentRequests.status),
    );

  return {
    /**
     * The primary key decides, across processes: the request whose insert creates the row goes on; any
     * other finds the stored answer, or the first still in flight. A stored answer past `answeredSince` or a
     * claim left before `inFlightSince` (its process died) is taken over, by a conditional update that only
     * one taker can win.
     */
    async claim(
      route: string,
      key: string,
      now: Date,
      limits: { answeredSince: Date; inFlightSince: Date },
    ): Promise<ClaimOutcome> {
      const claim: IdempotencyClaim = { route, key, claimedAt: now };
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        const created = await db
          .insert(idempotentRequests)
          .values({ route, key, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key });
        if (created.length === 1) return { kind: 'claimed', claim };

        const [existing] = await db
          .select()
          .from(idempotentRequests)
          .where(and(eq(idempotentRequests.route, route), eq(idempotentRequests.key, key)));
        // Released by a refused first request between the two statements: try to create it again.
        if (!existing) continue;
        if (
          existing.status !== null &&
          existing.body !== null &&
          existing.createdAt >= limits.answeredSince
        ) {
          return { kind: 'answered', status: existing.status, body: existing.body };
        }
        if (existing.status === null && existing.createdAt >= limits.inFlightSince)
          return { kind: 'in-flight' };

        const taken = await db
          .update(idempotentRequests)
          .set({ status: null, body: null, createdAt: now })
          .where(
            and(
              eq(idempotentRequests.route, route),
              eq(idempotentRequests.key, key),
              eq(idempotentRequests.createdAt, existing.createdAt),
            ),
          )
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
