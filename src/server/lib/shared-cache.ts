import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Tx } from '../db/client';

/** The NOTIFY channel every process listens on; the payload is the key that changed. */
export const CACHE_CHANNEL = 'shared_cache_invalidation';

/**
 * Values read often and changed rarely (public lists, settings, site content), kept in memory in each
 * process and dropped in every process sharing the database the moment a change commits.
 *
 * Keys are names with optional parts after a colon (`testimonials:pl`); invalidating `testimonials` drops
 * `testimonials` and every `testimonials:…`.
 */
export type SharedCache = {
  /** The value under `key`: loaded once, then served from memory until a change to it commits. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Inside the transaction that changes what `key` holds: every process drops it when the transaction
   * commits (a rolled back change drops nothing that matters: the next read loads the same value again).
   */
  invalidate(tx: Tx, key: string): Promise<void>;
  /** Stops listening (the app's onClose). */
  close(): Promise<void>;
};

type Entry = { value: Promise<unknown> };

export async function createSharedCache(database: Pick<DatabaseHandle, 'listen'>): Promise<SharedCache> {
  const entries = new Map<string, Entry>();
  // Bumped by every drop: a load that began before a drop must not store what it read.
  let generation = 0;

  const drop = (key: string) => {
    generation += 1;
    for (const cached of entries.keys()) {
      if (cached === key || cached.startsWith(`${key}:`)) entries.delete(cached);
    }
  };
  const dropAll = () => {
    generation += 1;
    entries.clear();
  };

  const stopListening = await database.listen(CACHE_CHANNEL, drop, dropAll);

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit.value as Promise<T>;
      const startedAt = generation;
      const value = load();
      const entry: Entry = { value };
      entries.set(key, entry);
      value.then(
        () => {
          // Dropped while loading: what the load read may be older than the change.
          if (generation !== startedAt && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    async invalidate(tx, key) {
      // Now, for this process's next read, and again on commit, for every process (this one included:
      // a read that ran between now and the commit saw the old value).
      drop(key);
      await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${key})`);
    },
    close: stopListening,
  };
}
