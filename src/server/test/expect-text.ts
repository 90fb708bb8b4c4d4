import { expect } from 'vitest';

/**
 * `text` (an e-mail's, a document's) contains each of `parts`, checked one by one in their order: the first
 * one missing fails, named in the message as a lone `expect(text).toContain(part)` names it.
 */
export function expectToContainEach(text: string, parts: readonly string[]) {
  for (const part of parts) expect(text).toContain(part);
}
