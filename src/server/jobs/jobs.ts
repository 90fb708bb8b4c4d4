import PgBoss from 'pg-boss';
import type { Tx } from '../db/client';
import { isDatabaseUnavailable } from '../observability/database-errors';
import { drizzleBossDb, type PgBossDb } from '../db/pg-boss-db';
import { startBoss, type QueueSettings } from './boss-start';
import { stuckWorker } from './readiness';
import { runDue } from './run-due';
import { createWorkerLoops, STALE_POLL_MS, type JobsLogger, type Polled } from './worker-loops';

export type { JobsLogger } from './worker-loops';

/** A job's work. It must be idempotent: after a crash a job can run twice (jobs/README.md, 'Rules'). */
export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * How long a job may stay active before pg-boss's supervisor takes its worker for dead: the job is then
 * failed, and retried elsewhere if it has retries left. A process killed mid-job holds a stately queue
 * (at most one active) until then, so this is short; work that can take longer says so.
 */
export const DEFAULT_EXPIRE_SECONDS = 45;
/** How often the supervisor looks for expired jobs (one process per interval across the cluster). */
export const MAINTENANCE_INTERVAL_SECONDS = 10;
/**
 * /readyz: a job due for longer than its expiry, two supervisor rounds and this margin, which this
 * process's idle worker keeps not getting, is stuck (e.g. behind a dead holder that is never expired).
 */
const OVERDUE_MARGIN_SECONDS = 30;

export type JobOptions = {
  /**
   * pg-boss queue policy: 'standard' (default) keeps every job; 'stately' keeps at most one waiting and
   * one running (a wake-up that must not pile up); 'singleton' runs one at a time; 'short' one waiting.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Tries after the first failure, with pg-boss's exponential backoff (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Seconds a run may take before its worker is taken for dead (default DEFAULT_EXPIRE_SECONDS). */
  expireInSeconds?: number;
};

export type RecurringOptions = Pick<JobOptions, 'expireInSeconds'>;

export type SendOptions = {
  /**
   * The caller's transaction: the job is inserted there and disappears if it rolls back. Without it the
   * job is sent on its own (then prefer the transactional-outbox pattern in README.md).
   */
  tx?: Tx;
  /** Only one queued job per key (pg-boss singletonKey): a second send with the same key is dropped. */
  singletonKey?: string;
};

type Definition = { handler: JobHandler<unknown>; options: JobOptions };
type Recurring = { cron: string; handler: () => Promise<void>; options: RecurringOptions };

/** The job queue the app owns (app.jobs): pg-boss 10 on either driver, in the `pgboss` schema. */
export type Jobs = ReturnType<typeof createJobs>;

/**
 * Modules define their jobs while the app is built (modules/<domain>/jobs.ts), main.ts starts the workers
 * after migrations; tests start the queue without workers and call `runDue()` to run what is due now.
 */
export function createJobs(bossDb: PgBossDb, timeZone: string, log: JobsLogger) {
  const definitions = new Map<string, Definition>();
  const recurring = new Map<string, Recurring>();
  const polled = new Map<string, Polled>();
  let boss: PgBoss | null = null;
  let workerBoss: PgBoss | null = null;
  let working = false;
  const workerLoops = createWorkerLoops(bossDb, log);
  const running: Promise<void>[] = [];

  const requireBoss = () => {
    if (!boss) throw new Error('The job queue is not started (app.jobs.start())');
    return boss;
  };
  const nameTaken = (name: string) => definitions.has(name) || recurring.has(name) || polled.has(name);
  const expiryOf = (name: string) =>
    definitions.get(name)?.options.expireInSeconds ??
    recurring.get(name)?.options.expireInSeconds ??
    DEFAULT_EXPIRE_SECONDS;

  /**
   * pg-boss's own errors (its supervisor, its clock, the schedules' worker). While the database is away
   * each of them fails every few seconds: one line per half minute says so, not one per failure.
   */
  let lastUnavailableLogAt = 0;
  const onBossError = (error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      if (Date.now() - lastUnavailableLogAt < 30_000) return;
      lastUnavailableLogAt = Date.now();
    }
    log.error({ err: error }, 'job queue error');
  };

  return {
    /** Declares a job kind and its handler; call before `start()`. */
    define<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
      if (nameTaken(name)) throw new Error(`Job ${name} is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<unknown>, options });
    },

    /**
     * Work on a schedule: `cron` in the business time zone ('* * * * *' every minute, '0 7 * * *' daily
     * at 07:00). pg-boss runs each tick once across all processes; the handler compares with the injected clock.
     * A tick whose process died is run again elsewhere after `expireInSeconds`.
     */
    every(name: string, cron: string, handler: () => Promise<void>, options: RecurringOptions = {}) {
      if (nameTaken(name)) throw new Error(`Job ${name} is defined twice`);
      recurring.set(name, { cron, handler, options });
    },

    /**
     * Work every `seconds` in every process running workers, with no job and no schedule: for a cheap
     * look at rows that may have come due (the outbox's retries, a dead process's expired leases), which
     * must not wait for the next minute's tick nor for a dead holder's job to expire. `runDue()` runs it too.
     */
    poll(name: string, seconds: number, handler: () => Promise<void>) {
      if (nameTaken(name)) throw new Error(`Job ${name} is defined twice`);
      polled.set(name, { everyMs: seconds * 1000, handler });
    },

    /** Queues one job; with `tx` it is part of the caller's transaction. */
    async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
      if (!definitions.has(name)) throw new Error(`Unknown job ${name}`);
      const definition = definitions.get(name)!;
      await requireBoss().send(name, data, {
        retryLimit: definition.options.retryLimit ?? 5,
        retryDelay: definition.options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.tx ? { db: drizzleBossDb(options.tx) } : {}),
      });
    },

    /**
     * Installs or upgrades the queue's tables and creates the queues, so jobs can be sent; nothing runs
     * until `work()` (the server) or `runDue()` (tests, scripts).
     */
    async start() {
      if (boss) return;
      const queues: QueueSettings[] = [
        ...[...definitions].map(([name, definition]) => ({
          name,
          policy: definition.options.policy ?? 'standard',
          expireInSeconds: expiryOf(name),
        })),
        ...[...recurring.keys()].map((name) => ({
          name,
          policy: 'stately' as const,
          expireInSeconds: expiryOf(name),
        })),
      ];
      boss = await startBoss(bossDb, onBossError, queues);
    },

    /**
     * Starts the workers, the polls and the schedules (main.ts, after migrations). Maintenance (expiring
     * dead workers' jobs) and schedules use a second pg-boss instance on the same tables with its
     * supervisor and clock on.
     */
    async work() {
      if (!boss) await this.start();
      if (working) return;
      working = true;
      workerLoops.resume();
      const runner = new PgBoss({
        db: bossDb,
        schema: 'pgboss',
        supervise: true,
        maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
        schedule: true,
      });
      runner.on('error', onBossError);
      await runner.start();
      workerBoss = runner;
      const startedAt = Date.now();
      const loop = (name: string, staleAfterMs: number) => workerLoops.add(name, staleAfterMs, startedAt);
      for (const [name, { handler }] of definitions) {
        running.push(workerLoops.workQueue(runner, name, handler, loop(name, STALE_POLL_MS)));
      }
      for (const [name, { cron, handler }] of recurring) {
        await runner.schedule(name, cron, {}, { tz: timeZone });
        running.push(workerLoops.workQueue(runner, name, handler, loop(name, STALE_POLL_MS)));
      }
      // A schedule an earlier version made and this one no longer has (mail.sweep, now a poll) would go on
      // queuing jobs nobody works.
      for (const { name } of await runner.getSchedules()) {
        if (!recurring.has(name)) await runner.unschedule(name);
      }
      for (const [name, poll] of polled) {
        running.push(workerLoops.workPoll(name, poll, loop(name, poll.everyMs + STALE_POLL_MS)));
      }
    },

    /** Lets running jobs finish (up to `timeoutMs`), then stops; call before the database closes. */
    async stop({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}) {
      workerLoops.halt();
      if (running.length > 0) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
        // A job still running then stays active in the table and is expired and retried elsewhere.
        await Promise.race([Promise.all(running.splice(0)), timeout]);
        clearTimeout(timer);
      }
      workerLoops.loops.length = 0;
      const instances = [workerBoss, boss];
      boss = null;
      workerBoss = null;
      working = false;
      for (const instance of instances) {
        if (instance) await instance.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      }
    },

    /**
     * Runs, in this process and now, every queued job that is due (after expiring dead workers' jobs),
     * every recurring handler and every poll once; for tests and scripts, which move the injected clock instead of
     * waiting on polling. Returns how many ran.
     */
    async runDue(): Promise<number> {
      return runDue(
        requireBoss(),
        [...definitions].map(([name, { handler }]) => ({ name, handler })),
        [...recurring.values(), ...polled.values()].map(({ handler }) => handler),
      );
    },

    /**
     * /readyz's 'job worker' check: undefined when this process's workers are running and making
     * progress, else what is wrong. A worker is stuck when it has not asked the database successfully for
     * STALE_POLL_MS while idle, or when a job of its queue has been due for longer than the queue's expiry
     * allows and this idle worker keeps coming back without it. One query, bounded by time.
     */
    async check(): Promise<string | undefined> {
      if (!working) return 'not running';
      return stuckWorker(workerLoops.loops, bossDb, {
        isQueue: (name) => definitions.has(name) || recurring.has(name),
        overdueAfter: (name) => expiryOf(name) + 2 * MAINTENANCE_INTERVAL_SECONDS + OVERDUE_MARGIN_SECONDS,
      });
    },

    /** Jobs can be sent (the queue's tables exist). */
    get started() {
      return boss !== null;
    },

    get working() {
      return working;
    },
  };
}
