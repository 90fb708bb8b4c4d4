import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASH_COST, type PasswordHashCost } from '../../config';

/** argon2id at the given cost; the default is the OWASP minimum every running server uses. */
export const hashPassword = (password: string, cost: PasswordHashCost = PASSWORD_HASH_COST) =>
  hash(password, { ...cost, parallelism: 1 });

/** Verifies with the cost written in the hash itself. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the e-mail is unknown keeps the answer time the same as for a known
 * e-mail with a wrong password, so timing does not reveal which addresses have accounts. One per service,
 * made once at the cost that service hashes with.
 */
export function decoyPasswordHash(cost: PasswordHashCost) {
  let decoy: Promise<string> | undefined;
  return () => (decoy ??= hashPassword('decoy-password-never-matches', cost));
}
