/**
 * The retry under lazy-with-retry.tsx, without React: the public pages' first script (entry-public.tsx) uses
 * it before React is there. Import `loadWithRetry` from here only where React must not be loaded; elsewhere
 * from lazy-with-retry.tsx, which re-exports it.
 */

/** A chunk that could not be loaded, twice. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Long enough for a blip of the network to pass, short enough not to be felt on top of a failed request. */
const RETRY_DELAY_MS = 500;

const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
const loaded = new WeakMap<() => Promise<unknown>, { value: unknown }>();

/** What `load` gave, if a load through loadWithRetry has finished (a component then renders at once). */
export function loadedValue<T>(load: () => Promise<T>): { value: T } | undefined {
  return loaded.get(load) as { value: T } | undefined;
}

/**
 * Loads a chunk, asking once more if the first try fails; rejects with ChunkLoadError after the second.
 * Callers passing the same `load` function share one load (a prefetch and the render that needs it).
 */
export function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  const current = loading.get(load) as Promise<T> | undefined;
  if (current) return current;
  const promise = load()
    .catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return load();
    })
    .then((value) => {
      loaded.set(load, { value });
      return value;
    })
    .catch((error: unknown) => {
      // A later call (the visitor's "try again") starts afresh.
      loading.delete(load);
      throw new ChunkLoadError(error);
    });
  loading.set(load, promise);
  return promise;
}
