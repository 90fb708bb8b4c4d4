import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema/index';

/**
 * Fixed-window counters in the database, so every server process sees the same counts.
 *
 * The one way to limit: `hit` counts first, in one statement (insert or increment, returning the new
 * count), and the caller decides on the count it got back (`count > limit`: refuse). Concurrent requests
 * queue on the counter row, so each sees a different count and exactly `limit` of them pass; reading the
 * count and counting afterwards would let a burst all read the old count and pass.
 *
 * - Limits on attempts (a contact message, a token request): `hit`, refuse above the limit.
 * - Limits on failures (a wrong password, token or secret): `hit` reserves the attempt before it is tried;
 *   when it is refused or turns out right, `giveBack` returns the reservation (or `reset` forgets the key,
 *   where a success clears it), so only failures stay counted.
 * - Limits on work done (a booking): `hit` with the work's transaction as `executor`; a refused or failed
 *   piece of work rolls its count back with it, and racing transactions wait for each other on the row.
 *
 * Windows are timed by the database's `now()`, not the injected clock (the house rule for "now"): the counters are
 * shared by every process, and one clock for all of them means no two processes disagree about when a
 * window ends because their own clocks drift. Tests of a window's end move the row's `window_start` instead.
 */
export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitHit = {
  key: string;
  /** The count including this hit. */
  count: number;
  retryAfterSeconds: number;
  /** The window this hit was counted in (its start, µs since the epoch): `giveBack` returns it only there. */
  window: string;
};
/** What `hit` and `giveBack` may run on: the database or a transaction. */
export type RateLimitExecutor = Pick<Database, 'insert' | 'update'>;

const windowId = sql<string>`(extract(epoch from ${rateLimitHits.windowStart}) * 1000000)::bigint::text`;

export function createRateLimiter(db: Database) {
  async function hit(
    key: string,
    rule: RateLimitRule,
    executor: RateLimitExecutor = db,
  ): Promise<RateLimitHit> {
    const expired = sql`${rateLimitHits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await executor
      .insert(rateLimitHits)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimitHits.windowStart} end`,
        },
      })
      .returning({
        count: rateLimitHits.count,
        ageSeconds: sql<number>`extract(epoch from (now() - ${rateLimitHits.windowStart}))::float8`,
        window: windowId,
      });
    return {
      key,
      count: row!.count,
      retryAfterSeconds: Math.max(0, rule.windowSeconds - row!.ageSeconds),
      window: row!.window,
    };
  }

  /** Returns a reserved attempt that did not fail; nothing once its window has ended (a new one counts anew). */
  async function giveBack(reserved: RateLimitHit, executor: RateLimitExecutor = db): Promise<void> {
    await executor
      .update(rateLimitHits)
      .set({ count: sql`${rateLimitHits.count} - 1` })
      .where(
        and(
          eq(rateLimitHits.key, reserved.key),
          sql`${windowId} = ${reserved.window}`,
          gt(rateLimitHits.count, 0),
        ),
      );
  }

  async function reset(key: string): Promise<void> {
    await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }

  return { hit, giveBack, reset };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
