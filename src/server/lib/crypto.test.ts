import { describe, expect, it } from 'vitest';
import { createCipher, randomToken, safeEqual, sha256 } from './crypto';

describe('encryption at rest', () => {
  it('round-trips and never stores the clear text', () => {
    const cipher = createCipher('a'.repeat(40));
    const sealed = cipher.encrypt('44051401359');
    expect(sealed).not.toContain('44051401359');
    expect(cipher.decrypt(sealed)).toBe('44051401359');
  });

  it('uses a fresh nonce for every value', () => {
    const cipher = createCipher('a'.repeat(40));
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a value sealed with another secret or tampered with', () => {
    const sealed = createCipher('a'.repeat(40)).encrypt('secret');
    expect(() => createCipher('b'.repeat(40)).decrypt(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => createCipher('a'.repeat(40)).decrypt(parts.join('.'))).toThrow();
  });
});

describe('tokens', () => {
  it('are random and hash deterministically', () => {
    const token = randomToken();
    expect(token).not.toBe(randomToken());
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(sha256(token)).toBe(sha256(token));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
