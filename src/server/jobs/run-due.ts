import type PgBoss from 'pg-boss';

/**
 * Runs in this process and now what is due: every queue's due jobs (after expiring dead workers' jobs),
 * then every other handler (schedules, polls) once. How many ran.
 */
export async function runDue(
  current: PgBoss,
  queues: { name: string; handler: (data: unknown) => Promise<void> }[],
  others: (() => Promise<void>)[],
): Promise<number> {
  // What the supervisor does every few seconds: a job whose worker died (active past its expiry, by
  // the database's clock) is failed, to be retried, and no longer holds its queue.
  await current.expire();
  let ran = 0;
  for (const { name, handler } of queues) {
    for (;;) {
      const jobs = await current.fetch<unknown>(name, { batchSize: 50 });
      if (!jobs || jobs.length === 0) break;
      for (const job of jobs) {
        ran++;
        try {
          await handler(job.data);
          await current.complete(name, job.id);
        } catch (error) {
          await current.fail(name, job.id, { message: String(error) });
        }
      }
    }
  }
  for (const handler of others) {
    await handler();
    ran++;
  }
  return ran;
}
