import { useCallback, useRef } from 'react';

/**
 * One submission's key (sent as Idempotency-Key, lib/api.ts `sendPublicForm`): the same for every retry of the
 * same content, a new one once the content changes or after a success. A retry after a timeout whose first
 * request did arrive then carries the first one's key, and the server can answer it without storing the
 * message twice; a second message with the same words, sent on purpose after the first succeeded, gets a key
 * of its own.
 */
export function useSubmissionKey() {
  const session = useRef(randomId());
  const keyFor = useCallback((content: unknown) => `${session.current}-${hash(JSON.stringify(content))}`, []);
  const renew = useCallback(() => {
    session.current = randomId();
  }, []);
  return { keyFor, renew };
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** cyrb53: a fast 53-bit string hash; enough to tell two contents of one visitor's form apart. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
