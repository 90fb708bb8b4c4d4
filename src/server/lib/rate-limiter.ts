import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema/index';

/**
 * Fixed-window counters in the database, so every server process sees the same counts.
 * `check` reads without counting; `hit` counts one; `reset` forgets a key (after a successful login).
 */
export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitState = { count: number; retryAfterSeconds: number };

export function createRateLimiter(db: Database) {
  async function check(key: string, rule: RateLimitRule): Promise<RateLimitState> {
    const [row] = await db
      .select({
        count: rateLimitHits.count,
        ageSeconds: sql<number>`extract(epoch from (now() - ${rateLimitHits.windowStart}))::float8`,
      })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, key));
    if (!row || row.ageSeconds >= rule.windowSeconds) return { count: 0, retryAfterSeconds: 0 };
    return { count: row.count, retryAfterSeconds: rule.windowSeconds - row.ageSeconds };
  }

  async function hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
    const expired = sql`${rateLimitHits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await db
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
      });
    return { count: row!.count, retryAfterSeconds: Math.max(0, rule.windowSeconds - row!.ageSeconds) };
  }

  async function reset(key: string): Promise<void> {
    await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }

  return { check, hit, reset };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
