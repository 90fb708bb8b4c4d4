import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('writes argon2id at the OWASP cost (19 MiB, 2 iterations, 1 lane) unless told otherwise', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
  });

  it('verifies a hash at the cost written in it, and refuses what is no hash', async () => {
    const cheap = await hashPassword('correct horse battery staple', { memoryCost: 8, timeCost: 1 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword('not a hash', 'correct horse battery staple')).toBe(false);
  });

  it("makes the decoy once, at the service's cost, matching no password", async () => {
    const decoy = decoyPasswordHash({ memoryCost: 8, timeCost: 1 });
    const first = await decoy();
    expect(await decoy()).toBe(first);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(first, 'decoy-password')).toBe(false);
  });
});
