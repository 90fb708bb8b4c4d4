import PgBoss from 'pg-boss';
import type { PgBossDb } from '../db/pg-boss-db';

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

export type QueueSettings = {
  name: string;
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  expireInSeconds: number;
};

/**
 * pg-boss started without its supervisor and schedules (its tables installed or upgraded), and the queues
 * created in this order, each with its policy and expiry.
 */
export async function startBoss(
  bossDb: PgBossDb,
  onBossError: (error: unknown) => void,
  queues: QueueSettings[],
): Promise<PgBoss> {
  let instance: PgBoss;
  for (let attempt = 1; ; attempt++) {
    instance = new PgBoss({ db: bossDb, schema: 'pgboss', supervise: false, schedule: false });
    instance.on('error', onBossError);
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
  // The expiry belongs to the queue (a schedule's jobs take it from there); a queue made by an
  // earlier version gets it too, as the update below is applied every start.
  for (const options of queues) {
    for (let attempt = 1; ; attempt++) {
      try {
        await ready.createQueue(options.name, options);
        await ready.updateQueue(options.name, options);
        break;
      } catch (error) {
        if (!isStartRace(error, attempt)) throw error;
        await raceBackoff(attempt);
      }
    }
  }
  return ready;
}
