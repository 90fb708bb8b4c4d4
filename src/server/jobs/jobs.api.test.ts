import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A process that takes a job and dies: its own pg-boss fetches the job (now active) and never ends it. */
async function takenByADeadWorker(name: string): Promise<string> {
  const dead = new PgBoss({ db: database.bossDb, schema: 'pgboss', supervise: false, schedule: false });
  await dead.start();
  const [job] = (await dead.fetch(name)) ?? [];
  await dead.stop({ graceful: false, close: false });
  if (!job) throw new Error(`no ${name} job to take`);
  return job.id;
}

/** Moves a job's times back, as if the database's clock had run on. */
async function backdate(id: string, column: 'started_on' | 'start_after', seconds: number) {
  await database.db.execute(
    sql`update pgboss.job set ${sql.identifier(column)} = ${sql.identifier(column)} - make_interval(secs => ${seconds}) where id = ${id}`,
  );
}

describe('a worker that dies holding a job', () => {
  let watcher: Jobs;
  const woke: number[] = [];
  beforeAll(async () => {
    watcher = createJobs(database.bossDb, 'Europe/Warsaw', { error: () => {} });
    watcher.define<{ n: number }>(
      'test.wake',
      async ({ n }) => {
        woke.push(n);
      },
      { policy: 'stately', expireInSeconds: 30 },
    );
    await watcher.start();
  });
  afterAll(() => watcher.stop());

  it('holds a stately queue only until its expiry; then the job is failed for a retry and the queue goes on', async () => {
    const { rows: queues } = (await database.db.execute(
      sql`select policy, expire_seconds from pgboss.queue where name = 'test.wake'`,
    )) as unknown as { rows: { policy: string; expire_seconds: number }[] };
    expect(queues).toEqual([{ policy: 'stately', expire_seconds: 30 }]);

    await watcher.send('test.wake', { n: 1 });
    const deadJob = await takenByADeadWorker('test.wake');
    await watcher.send('test.wake', { n: 2 });
    await watcher.runDue();
    // One active at most: the dead worker's job blocks the next one.
    expect(woke).toEqual([]);

    await backdate(deadJob, 'started_on', 31);
    await watcher.runDue();
    expect(woke).toEqual([2]);
    const { rows } = (await database.db.execute(
      sql`select state from pgboss.job where id = ${deadJob}`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows).toEqual([{ state: 'retry' }]);
  });

  it("/readyz's check: a working, idle worker kept from a long-due job reports it; cleared when it runs", async () => {
    expect(await watcher.check()).toBe('not running');
    await watcher.send('test.wake', { n: 3 });
    const deadJob = await takenByADeadWorker('test.wake');
    await watcher.send('test.wake', { n: 4 });
    const { rows } = (await database.db.execute(
      sql`select id from pgboss.job where name = 'test.wake' and state = 'created'`,
    )) as unknown as { rows: { id: string }[] };
    // Due for ten minutes: far longer than the expiry (30 s), two supervisor rounds and the margin.
    await backdate(rows[0]!.id, 'start_after', 600);
    await watcher.work();
    await vi.waitFor(
      async () =>
        expect(await watcher.check()).toMatch(/^test\.wake: a job due \d+ s ago is not being picked up$/),
      { timeout: 10_000, interval: 200 },
    );

    // The dead worker's job expires; the queue goes on and nothing is overdue any more.
    await backdate(deadJob, 'started_on', 31);
    await watcher.runDue();
    expect(woke).toContain(4);
    expect(await watcher.check()).toBeUndefined();
  });
});
