import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from '../db/client';
import { createJobs, type Jobs } from './jobs';

let database: DatabaseHandle;
let jobs: Jobs;
const seen: string[] = [];
let ticks = 0;
let onSeen: (() => void) | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobs(database.bossDb, 'Europe/Warsaw', { error: () => {} });
  jobs.define<{ word: string }>('test.echo', async ({ word }) => {
    if (word === 'boom') throw new Error('boom');
    seen.push(word);
    onSeen?.();
  });
  jobs.every('test.tick', '0 7 * * *', async () => {
    ticks++;
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('the job queue', () => {
  it("sends a job inside the caller's transaction: rolled back, it never runs; committed, it runs once", async () => {
    await database.db
      .transaction(async (tx) => {
        await jobs.send('test.echo', { word: 'rolled-back' }, { tx });
        await tx.execute(sql`select 1`);
        throw new Error('rollback');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.send('test.echo', { word: 'committed' }, { tx });
    });
    await jobs.runDue();
    await jobs.runDue();
    expect(seen.filter((word) => word === 'committed')).toHaveLength(1);
    expect(seen).not.toContain('rolled-back');
  });

  it('runs the recurring handlers on runDue(), and a failing job does not stop the others', async () => {
    const before = ticks;
    await jobs.send('test.echo', { word: 'boom' });
    await jobs.send('test.echo', { word: 'after-boom' });
    await jobs.runDue();
    expect(ticks).toBe(before + 1);
    expect(seen).toContain('after-boom');
  });

  it('refuses an unknown job name', async () => {
    await expect(jobs.send('test.unknown', {})).rejects.toThrow('Unknown job test.unknown');
  });

  it('with work(), a worker picks up a sent job by itself, and stop() ends it', async () => {
    await jobs.work();
    const arrived = new Promise<void>((resolve) => {
      onSeen = () => seen.includes('polled') && resolve();
    });
    await jobs.send('test.echo', { word: 'polled' });
    await arrived;
    expect(seen.filter((word) => word === 'polled')).toHaveLength(1);
    expect(jobs.working).toBe(true);
    await jobs.stop();
    expect(jobs.started).toBe(false);
  });
});
