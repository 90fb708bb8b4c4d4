import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { drizzleBossDb, type PgBossDb } from './pg-boss-db';

/** A job's work. It must be idempotent: after a crash a job can run twice (jobs/README.md, 'Rules'). */
export type JobHandler<T> = (data: T) => Promise<void>;

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
};

export type SendOptions = {
  /**
   * The caller's transaction: the job is inserted there and disappears if it rolls back. Without it the
   * job is sent on its own (then prefer the transactional-outbox pattern in README.md).
   */
  tx?: Database;
  /** Only one queued job per key (pg-boss singletonKey): a second send with the same key is dropped. */
  singletonKey?: string;
};

type Definition = { handler: JobHandler<unknown>; options: JobOptions };
type Recurring = { cron: string; handler: () => Promise<void> };

export type JobsLogger = { error(object: unknown, message: string): void };

/**
 * Processes started together race to install pg-boss's schema and to create the same queues: a unique
 * violation (23505) or a deadlock between their DDL (40P01). Both are transient: the loser finds the
 * object there on the next try (npm run test:cluster starts three at once).
 */
function isStartRace(error: unknown, attempt: number): boolean {
  const code = (error as { code?: unknown }).code;
  return attempt < 8 && (code === '23505' || code === '40P01');
}
const raceBackoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));

/** The job queue the app owns (app.jobs): pg-boss 10 on either driver, in the `pgboss` schema. */
export type Jobs = ReturnType<typeof createJobs>;

/**
 * Modules define their jobs while the app is built (modules/<domain>/jobs.ts), main.ts starts the workers
 * after migrations; tests start the queue without workers and call `runDue()` to run what is due now.
 */
export function createJobs(bossDb: PgBossDb, timeZone: string, log: JobsLogger) {
  const definitions = new Map<string, Definition>();
  const recurring = new Map<string, Recurring>();
  let boss: PgBoss | null = null;
  let workerBoss: PgBoss | null = null;
  let working = false;

  const requireBoss = () => {
    if (!boss) throw new Error('The job queue is not started (app.jobs.start())');
    return boss;
  };

  return {
    /** Declares a job kind and its handler; call before `start()`. */
    define<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
      if (definitions.has(name) || recurring.has(name)) throw new Error(`Job ${name} is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<unknown>, options });
    },

    /**
     * Work on a schedule: `cron` in the business time zone ('* * * * *' every minute, '0 7 * * *' daily
     * at 07:00). pg-boss runs each tick once across all processes; the handler compares with app.clock.
     */
    every(name: string, cron: string, handler: () => Promise<void>) {
      if (definitions.has(name) || recurring.has(name)) throw new Error(`Job ${name} is defined twice`);
      recurring.set(name, { cron, handler });
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
      let instance: PgBoss;
      for (let attempt = 1; ; attempt++) {
        instance = new PgBoss({ db: bossDb, schema: 'pgboss', supervise: false, schedule: false });
        instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
        try {
          await instance.start();
          break;
        } catch (error) {
          if (!isStartRace(error, attempt)) throw error;
          await instance.stop({ graceful: false }).catch(() => {});
          await raceBackoff(attempt);
        }
      }
      const ready = instance;
      const createQueue = async (name: string, policy: NonNullable<JobOptions['policy']>) => {
        for (let attempt = 1; ; attempt++) {
          try {
            await ready.createQueue(name, { name, policy });
            return;
          } catch (error) {
            if (!isStartRace(error, attempt)) throw error;
            await raceBackoff(attempt);
          }
        }
      };
      for (const [name, definition] of definitions) {
        await createQueue(name, definition.options.policy ?? 'standard');
      }
      for (const name of recurring.keys()) await createQueue(name, 'stately');
      boss = instance;
    },

    /**
     * Starts polling for jobs and running the schedules (main.ts, after migrations). Maintenance and
     * schedules use a second pg-boss instance on the same tables with its supervisor and clock on.
     */
    async work() {
      if (!boss) await this.start();
      if (working) return;
      working = true;
      const runner = new PgBoss({ db: bossDb, schema: 'pgboss', supervise: true, schedule: true });
      runner.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await runner.start();
      workerBoss = runner;
      for (const [name, definition] of definitions) {
        await runner.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) await definition.handler(job.data);
        });
      }
      for (const [name, { cron, handler }] of recurring) {
        await runner.schedule(name, cron, {}, { tz: timeZone });
        await runner.work(name, async () => handler());
      }
    },

    /** Lets running jobs finish (up to `timeoutMs`), then stops; call before the database closes. */
    async stop({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}) {
      const instances = [workerBoss, boss];
      boss = null;
      workerBoss = null;
      working = false;
      for (const instance of instances) {
        if (instance) await instance.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      }
    },

    /**
     * Runs, in this process and now, every queued job that is due and every recurring handler once; for
     * tests and scripts, which move app.clock instead of waiting on polling. Returns how many jobs ran.
     */
    async runDue(): Promise<number> {
      const current = requireBoss();
      let ran = 0;
      for (const [name, definition] of definitions) {
        for (;;) {
          const jobs = await current.fetch<unknown>(name, { batchSize: 50 });
          if (!jobs || jobs.length === 0) break;
          for (const job of jobs) {
            ran++;
            try {
              await definition.handler(job.data);
              await current.complete(name, job.id);
            } catch (error) {
              await current.fail(name, job.id, { message: String(error) });
            }
          }
        }
      }
      for (const { handler } of recurring.values()) {
        await handler();
        ran++;
      }
      return ran;
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
