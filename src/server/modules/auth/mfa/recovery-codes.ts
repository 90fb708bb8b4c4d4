import { randomBytes } from 'node:crypto';
import type { AdminUser } from '@shared/contracts/auth';
import { RECOVERY_CODE_COUNT } from '@shared/contracts/mfa';
import { sha256 } from '../../../lib/crypto';
import type { RequestContext } from '../security-events';
import type { MfaContext } from './rules';

/** 15 random bytes (120 bits) as 24 base32 characters in six groups of four. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function newRecoveryCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, '');
const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

/** Recovery codes: shown once, stored as hashes, each good for one sign-in (recorded and mailed). */
export function createRecoveryCodes({ deps, repository, events }: MfaContext) {
  const { db, clock } = deps;

  async function verify(user: AdminUser, code: string, context: RequestContext): Promise<boolean> {
    if (!(await repository.spendRecoveryCode(user.id, hashRecoveryCode(code), clock.now()))) return false;
    const left = await repository.unusedRecoveryCodes(user.id);
    await db.transaction(async (tx) => {
      await events.record(user.id, 'recovery_code_used', context, {}, tx);
      await deps.mail.enqueue(tx, {
        template: 'recovery-code-used',
        to: user.email,
        language: 'pl',
        data: { email: user.email, remaining: left, at: clock.now().toISOString() },
      });
    });
    return true;
  }

  /** A new set replacing the old one; recorded when the admin asked for it (`context`). */
  async function regenerate(userId: string, context: RequestContext | null): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await repository.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
      if (context) await events.record(userId, 'recovery_codes_regenerated', context, {}, tx);
    });
    return codes;
  }

  /** The first set, after the admin's first factor; null when they were given codes before. */
  async function ifNone(userId: string): Promise<string[] | null> {
    return (await repository.recoveryCodeCount(userId)) > 0 ? null : regenerate(userId, null);
  }

  return { verify, regenerate, ifNone, unused: repository.unusedRecoveryCodes };
}
export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>;
