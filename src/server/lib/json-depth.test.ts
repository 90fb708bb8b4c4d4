import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth';

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects alike', () => {
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('measures the deepest branch, not the total number of brackets', () => {
    expect(exceedsJsonDepth('[[1],[2],[3],[4],[5]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\"[[[[\\""}', 1)).toBe(false);
    expect(exceedsJsonDepth('["\\\\",[[1]]]', 2)).toBe(true);
  });

  it('stops at the limit on a very deep text', () => {
    expect(exceedsJsonDepth('['.repeat(500_000), 64)).toBe(true);
  });
});
