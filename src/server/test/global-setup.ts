import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createJobs } from '../jobs/jobs';

/** The job queue's tables belong to the migrated state every test file copies. */
async function installJobQueue(database: DatabaseHandle) {
  const jobs = createJobs(database.bossDb, 'Europe/Warsaw', { error: () => {} });
  await jobs.start();
  await jobs.stop();
}

/**
 * Migrates once per run, then every test file gets its own copy (a fresh database per file:
 * docs/contributing.md, 'Tests' and pitfall 3): PGlite — a snapshot of a migrated data directory;
 * PostgreSQL (TEST_DATABASE_URL) — a template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.migrate();
    await installJobQueue(database);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await installJobQueue(database);
  const snapshot = await (
    database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'pglite-snapshot-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotFile: file });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; serverUrl: string; template: string };
  }
}
