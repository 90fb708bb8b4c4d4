import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadedValue, loadWithRetry } from './load-with-retry';

/** A chunk's loader that fails its first `failures` calls (as an import() does when the network drops). */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = () => {
    calls++;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      : Promise.resolve({ default: 'chunk' });
  };
  return { load, calls: () => calls };
}

describe('loadWithRetry (a chunk that fails to arrive)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once more after a failure, and gives the chunk', async () => {
    const chunk = flakyLoader(1);
    const loaded = loadWithRetry(chunk.load);
    await vi.runAllTimersAsync();
    await expect(loaded).resolves.toEqual({ default: 'chunk' });
    expect(chunk.calls()).toBe(2);
    expect(loadedValue(chunk.load)).toEqual({ value: { default: 'chunk' } });
  });

  it('after a second failure rejects with ChunkLoadError, and the next call starts afresh', async () => {
    const chunk = flakyLoader(2);
    const first = loadWithRetry(chunk.load);
    const settled = first.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('Failed to fetch dynamically imported module');
    expect(chunk.calls()).toBe(2);
    expect(loadedValue(chunk.load)).toBeUndefined();

    // The visitor's "try again": a real new load, which now works.
    await expect(loadWithRetry(chunk.load)).resolves.toEqual({ default: 'chunk' });
    expect(chunk.calls()).toBe(3);
  });

  it('shares one load between callers of the same loader (a prefetch and the render that needs it)', async () => {
    const chunk = flakyLoader(0);
    const [a, b] = [loadWithRetry(chunk.load), loadWithRetry(chunk.load)];
    expect(a).toBe(b);
    await a;
    expect(chunk.calls()).toBe(1);
  });
});
