import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_DIR_ENV } from './server-process';

/**
 * Migrates one empty embedded database for the whole run; every e2e server starts on a copy of it
 * (server-process.ts). Workers inherit the variable naming it; the returned function removes it at the end.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  const { openDatabase } = await import('../src/server/db/client');
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  process.env[TEMPLATE_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
