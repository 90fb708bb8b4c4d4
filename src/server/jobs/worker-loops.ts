import type PgBoss from 'pg-boss';
import type { PgBossDb } from '../db/pg-boss-db';

/** How often an idle worker asks for a job. */
const POLL_INTERVAL_MS = 1_000;
/** While the database cannot be reached, a worker asks less often (and logs once, not every second). */
const FAILING_POLL_INTERVAL_MS = 5_000;
/**
 * /readyz: a worker that has not completed a poll for this long, while not running a job, is not working
 * (the database check says why when it is the database; 60 s rides out a restart without flapping).
 */
export const STALE_POLL_MS = 60_000;
export type JobsLogger = {
  error(object: unknown, message: string): void;
  info?(object: unknown, message: string): void;
};

export type Polled = { everyMs: number; handler: () => Promise<void> };

/**
 * What /readyz knows of one worker loop of this process (a queue's, or a poll's): when it last asked the
 * database successfully, when that came back empty, and since when it runs a job (null: idle).
 */
export type LoopState = {
  name: string;
  lastPollAt: number;
  lastEmptyAt: number | null;
  runningSince: number | null;
  failing: boolean;
  staleAfterMs: number;
};

/**
 * This process's worker loops (a queue's, a poll's) and what /readyz reads of them. `halt()` ends them
 * after their current step, waking the ones asleep.
 */
export function createWorkerLoops(bossDb: PgBossDb, log: JobsLogger) {
  let stopping = false;
  const loops: LoopState[] = [];
  /** Sleeping loops, woken at once by halt(). */
  const sleepers = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  /** A loop's failure is logged when it starts failing, and its recovery once, not every poll between. */
  const loopFailed = (loop: LoopState, error: unknown, what: string) => {
    if (loop.failing) return;
    loop.failing = true;
    log.error({ err: error, queue: loop.name }, `job queue: ${what} failed; trying again`);
  };
  const loopSucceeded = (loop: LoopState) => {
    loop.lastPollAt = Date.now();
    if (!loop.failing) return;
    loop.failing = false;
    log.info?.({ queue: loop.name }, 'job queue: working again');
  };

  /**
   * One queue's worker: ask for a job, run it, complete or fail it (awaited: a database gone meanwhile is
   * this loop's error, not an unhandled rejection), ask again at once after a job, a second later when
   * there was none. pg-boss's own `work()` is not used: it completes and fails jobs without awaiting them
   * and keeps no record /readyz could read.
   */
  async function workQueue(
    runner: PgBoss,
    name: string,
    handler: (data: unknown) => Promise<void>,
    loop: LoopState,
  ) {
    // pg-boss's fetch answers "no job" to any error of its query (it expects only the unique violation of
    // a stately queue whose one active place is taken); its query goes through this probe, so a database
    // out of reach is told from an empty queue.
    const last: { fetchError: unknown } = { fetchError: null };
    const probe: PgBossDb = {
      executeSql: (text, values) =>
        bossDb.executeSql(text, values).catch((error: unknown) => {
          last.fetchError = error;
          throw error;
        }),
    };
    while (!stopping) {
      let ran = false;
      try {
        last.fetchError = null;
        const [job] = (await runner.fetch<unknown>(name, { db: probe })) ?? [];
        const { fetchError } = last;
        if (fetchError !== null && (fetchError as { code?: unknown }).code !== '23505') throw fetchError;
        loopSucceeded(loop);
        if (job) {
          ran = true;
          loop.runningSince = Date.now();
          try {
            await handler(job.data);
          } catch (error) {
            log.error({ err: error, queue: name }, 'job failed');
            await runner.fail(name, job.id, { message: String(error) });
            continue;
          } finally {
            loop.runningSince = null;
          }
          await runner.complete(name, job.id);
        } else {
          loop.lastEmptyAt = Date.now();
        }
      } catch (error) {
        loopFailed(loop, error, 'polling');
      }
      if (!ran && !stopping) await sleep(loop.failing ? FAILING_POLL_INTERVAL_MS : POLL_INTERVAL_MS);
    }
  }

  /** A poll's loop: the handler every `everyMs`, in this process, whatever other processes do. */
  async function workPoll(name: string, { everyMs, handler }: Polled, loop: LoopState) {
    while (!stopping) {
      await sleep(everyMs);
      if (stopping) return;
      loop.runningSince = Date.now();
      try {
        await handler();
        loopSucceeded(loop);
      } catch (error) {
        loopFailed(loop, error, name);
      } finally {
        loop.runningSince = null;
      }
    }
  }

  return {
    loops,
    /** A loop's record, counted from `startedAt` (the workers' start). */
    add(name: string, staleAfterMs: number, startedAt: number): LoopState {
      const state = {
        name,
        lastPollAt: startedAt,
        lastEmptyAt: null,
        runningSince: null,
        failing: false,
        staleAfterMs,
      };
      loops.push(state);
      return state;
    },
    workQueue,
    workPoll,
    resume() {
      stopping = false;
    },
    halt() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}
