import {
  X509Certificate,
  constants,
  createCipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/** SHA-256, Base64 (with padding): how KSeF names a file's hash in its API. */
export const sha256Base64 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

/** RSAES-OAEP with SHA-256 and MGF1(SHA-256): how KSeF wants a token or a session key sealed for it. */
export function sealFor(publicKey: KeyObject | X509Certificate, data: Buffer): Buffer {
  const key = publicKey instanceof X509Certificate ? publicKey.publicKey : publicKey;
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

/** A session's symmetric key: AES-256 and its IV, fresh for every session (sesja-interaktywna.md). */
export type SessionKey = { key: Buffer; iv: Buffer };
export const newSessionKey = (): SessionKey => ({ key: randomBytes(32), iv: randomBytes(16) });

/** AES-256-CBC with PKCS#7 padding (Node's default for CBC), with the session's IV. */
export function encryptInvoice({ key, iv }: SessionKey, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}
