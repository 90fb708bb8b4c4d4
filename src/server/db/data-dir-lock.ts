import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is an embedded, single-process database: two processes opening one data directory corrupt it.
 * The first process writes its pid here; any other refuses to open the directory while that pid lives.
 */
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'process.pid');
  if (existsSync(file)) {
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, ` +
          'or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid))
      rmSync(file, { force: true });
  };
}
