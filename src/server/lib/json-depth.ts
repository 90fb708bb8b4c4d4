/**
 * The deepest nesting of arrays and objects in a JSON text, found in one pass without parsing; stops
 * counting as soon as `limit` is exceeded. Brackets inside strings do not count. A body of the allowed size
 * can otherwise nest half a million levels deep, and every later walk over it pays for each level.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** Deeper than any of our contracts by far (the deepest, an order, nests 3 levels). */
export const MAX_JSON_DEPTH = 64;
