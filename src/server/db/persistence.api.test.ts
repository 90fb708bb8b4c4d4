import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { createAuthService } from '../modules/auth/service';
import { openConfiguredDatabase } from './open-configured';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('the embedded database on disk', () => {
  it('keeps data across a restart and is locked to one process while open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'persist-'));
    const config = testConfig({ database: { kind: 'pglite', dataDir }, dataDir });

    const first = await openConfiguredDatabase(config);
    await createAuthService({ db: first.db }).createAdmin('keeper@example.pl', 'a long enough password');
    // The process that holds the folder may take its own lock again (a restart within one process).
    expect(() => lockDataDir(dataDir)).not.toThrow();
    await first.close();

    const second = await openConfiguredDatabase(config);
    expect(await createAuthService({ db: second.db }).countAdmins()).toBe(1);
    await second.close();
  }, 60_000);

  it('refuses a folder held by another live process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'locked-'));
    writeFileSync(join(dataDir, 'process.pid'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });
});
