import { isDatabaseUnavailable } from '../observability/database-errors';
import type { PgBossDb } from '../db/pg-boss-db';
import type { LoopState } from './worker-loops';

/**
 * What is wrong with this process's running workers, or undefined: a loop silent past its `staleAfterMs`
 * while idle, or a queue's job overdue that its idle worker keeps coming back without (jobs.ts, `check`).
 */
export async function stuckWorker(
  loops: LoopState[],
  bossDb: PgBossDb,
  {
    isQueue,
    overdueAfter,
  }: {
    /** Whether the loop works a queue (a poll has no jobs to be overdue). */
    isQueue(name: string): boolean;
    /** Seconds after which a due job of the queue is overdue. */
    overdueAfter(name: string): number;
  },
): Promise<string | undefined> {
  const now = Date.now();
  for (const loop of loops) {
    if (loop.runningSince !== null) continue;
    const silentMs = now - loop.lastPollAt;
    if (silentMs > loop.staleAfterMs) {
      return `${loop.name}: no successful poll for ${Math.round(silentMs / 1000)} s`;
    }
  }
  const queues = loops.filter((loop) => isQueue(loop.name));
  if (queues.length === 0) return undefined;
  const shortest = Math.min(...queues.map((loop) => overdueAfter(loop.name)));
  const { rows } = (await bossDb
    .executeSql(
      `select name, extract(epoch from now() - min(start_after))::int as waited
       from pgboss.job
      where name = any($1::text[]) and state < 'active' and start_after < now() - make_interval(secs => $2)
      group by name`,
      [queues.map((loop) => loop.name), shortest],
    )
    .catch((error: unknown) => {
      // The database check names the database; this one need not repeat the driver's words.
      if (isDatabaseUnavailable(error)) throw new Error('the database is unreachable');
      throw error;
    })) as { rows: { name: string; waited: number }[] };
  for (const row of rows) {
    const loop = queues.find((candidate) => candidate.name === row.name);
    // Only a worker that is idle and was just told "nothing for you" proves the job is not being taken.
    const idle = loop && loop.runningSince === null && (loop.lastEmptyAt ?? 0) > now - 5_000;
    if (idle && row.waited > overdueAfter(row.name)) {
      return `${row.name}: a job due ${row.waited} s ago is not being picked up`;
    }
  }
  return undefined;
}
