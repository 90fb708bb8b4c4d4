/**
 * Text PostgreSQL cannot keep: it refuses U+0000 in `text` and `jsonb` (a 500 if it gets that far), and a
 * lone UTF-16 surrogate is not Unicode at all (the driver would store U+FFFD, silently changing the value).
 */
// eslint-disable-next-line no-control-regex -- finding the control character U+0000 is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Tekst zawiera niedozwolony znak (NUL lub niepełny znak Unicode)';

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * The path of the first string (value or key) in a parsed body, query or params that cannot be stored,
 * e.g. ['authorizedPersons', '0', 'firstName']; [] when the value itself is such a string; null when all is
 * well. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: [...path, String(index)] });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        if (!isStorableText(key)) return [...path, key.replace(UNSTORABLE, '?')];
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}
