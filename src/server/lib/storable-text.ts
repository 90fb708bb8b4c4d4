/**
 * Text PostgreSQL cannot keep: it refuses U+0000 in `text` and `jsonb` (a 500 if it gets that far), and a
 * lone UTF-16 surrogate is not Unicode at all (the driver would store U+FFFD, silently changing the value).
 */
// eslint-disable-next-line no-control-regex -- finding the control character U+0000 is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Tekst zawiera niedozwolony znak (NUL lub niepełny znak Unicode)';

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** A step of the walk: the value and how it was reached, its path kept as a link to its parent's. */
type Step = { value: unknown; key: string | null; parent: Step | null };

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let current: Step | null = step; current?.key != null; current = current.parent)
    path.push(current.key);
  return path.reverse();
}

/**
 * The path of the first string (value or key) in a parsed body, query or params that cannot be stored,
 * e.g. ['authorizedPersons', '0', 'firstName']; [] when the value itself is such a string; null when all is
 * well. Walks with its own stack, so a deeply nested body cannot overflow the call stack, and each step
 * links to its parent instead of copying the path, so the walk is linear in the size of the value (a copied
 * path made 30,000 nested arrays cost 12 s); the path is built only for the string that fails.
 */
export function findUnstorableText(value: unknown): string[] | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: String(index), parent: step });
      }
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        if (!isStorableText(key)) return [...pathOf(step), key.replace(UNSTORABLE, '?')];
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: step });
      }
    }
  }
  return null;
}
