import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** Random, URL-safe, unguessable: session ids, tokens, client secrets. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens and session ids are stored as hashes; a fast hash is right for 256-bit random values. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * AES-256-GCM for secrets that must be shown again (tenant secrets, API secrets) and for PESEL.
 * The key is derived from APP_SECRET, so every process sharing a database must share APP_SECRET.
 */
export type Cipher = { encrypt(plain: string): string; decrypt(sealed: string): string };

export function createCipher(appSecret: string): Cipher {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'encryption-at-rest', 'aes-256-gcm v1', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
