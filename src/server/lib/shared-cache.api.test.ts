import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-app';
import { createSharedCache, type SharedCache } from './shared-cache';

/** A loader that counts its calls and answers what `current` holds at the time. */
function counted(initial: string) {
  const loader = { calls: 0, current: initial, load: async () => (loader.calls++, loader.current) };
  return loader;
}

describe('shared cache', () => {
  let database: DatabaseHandle;
  // Two caches on one database stand for two processes: each has its own listening connection on PostgreSQL.
  let mine: SharedCache;
  let theirs: SharedCache;

  beforeAll(async () => {
    database = await createTestDatabase();
    mine = await createSharedCache(database);
    theirs = await createSharedCache(database);
  });
  afterAll(async () => {
    await mine.close();
    await theirs.close();
    await database.close();
  });

  /** Commits a change to `key` and waits until the other process has dropped it (notifications keep commit order). */
  async function commitChange(key: string) {
    const probe = counted('probe');
    await theirs.get(`${key}-probe`, probe.load);
    await database.db.transaction(async (tx) => {
      await mine.invalidate(tx, key);
      await mine.invalidate(tx, `${key}-probe`);
    });
    await vi.waitFor(async () => {
      await theirs.get(`${key}-probe`, probe.load);
      expect(probe.calls).toBe(2);
    });
  }

  it('loads a key once and serves it from memory', async () => {
    const loader = counted('a');
    expect(await theirs.get('once', loader.load)).toBe('a');
    expect(await theirs.get('once', loader.load)).toBe('a');
    expect(loader.calls).toBe(1);
  });

  it('drops a key in the other process when the change commits, and in its own at once', async () => {
    const loader = counted('old');
    await theirs.get('settings', loader.load);
    await mine.get('settings', loader.load);
    loader.current = 'new';
    await commitChange('settings');
    expect(await theirs.get('settings', loader.load)).toBe('new');
    expect(await mine.get('settings', loader.load)).toBe('new');
  });

  it('keeps the key in the other process when the change rolls back', async () => {
    const loader = counted('kept');
    await theirs.get('rolled-back', loader.load);
    await expect(
      database.db.transaction(async (tx) => {
        await mine.invalidate(tx, 'rolled-back');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    // A later committed change arrives after anything the rolled back one could have sent.
    await commitChange('later');
    await theirs.get('rolled-back', loader.load);
    expect(loader.calls).toBe(1);
  });

  it('drops every part of a name: "testimonials" drops "testimonials:pl" and "testimonials:en"', async () => {
    const polish = counted('pl');
    const english = counted('en');
    const other = counted('other');
    await theirs.get('testimonials:pl', polish.load);
    await theirs.get('testimonials:en', english.load);
    await theirs.get('testimonials-archive', other.load);
    await commitChange('testimonials');
    await theirs.get('testimonials:pl', polish.load);
    await theirs.get('testimonials:en', english.load);
    await theirs.get('testimonials-archive', other.load);
    expect([polish.calls, english.calls, other.calls]).toEqual([2, 2, 1]);
  });

  it('does not keep what a load read before a change that committed while it ran', async () => {
    let finishLoad!: (value: string) => void;
    const slow = mine.get('racing', () => new Promise<string>((resolve) => (finishLoad = resolve)));
    await database.db.transaction((tx) => mine.invalidate(tx, 'racing'));
    finishLoad('read before the change');
    expect(await slow).toBe('read before the change');
    const loader = counted('after the change');
    expect(await mine.get('racing', loader.load)).toBe('after the change');
  });

  it('forgets a failed load, so the next read tries again', async () => {
    await expect(mine.get('failing', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    const loader = counted('recovered');
    expect(await mine.get('failing', loader.load)).toBe('recovered');
  });
});
