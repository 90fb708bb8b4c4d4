import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The real start (src/server/main.ts, as `npm start` runs it compiled): in production without PUBLIC_URL it
 * stops before opening anything, with one message naming the variable and exit code 1.
 */
describe('starting the server in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'production-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without PUBLIC_URL: exit 1, stderr names PUBLIC_URL', () => {
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-that-is-long-enough-0123',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
    };
    delete environment.PUBLIC_URL;
    delete environment.DATABASE_URL;
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: environment,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('PUBLIC_URL: required when NODE_ENV=production');
    expect(started.stdout).toBe('');
  }, 40_000);
});
