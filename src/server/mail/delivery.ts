import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { OutboxRepository, OutboxRow } from './outbox-repository';
import type { MailTransport } from './transport';

/** Delivery tries before a message is 'failed': ≈ 1 hour of backoff in all (30 s, 1, 2, 4, 8, 16 min). */
export const MAX_DELIVERY_ATTEMPTS = 7;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/**
 * How long a claimed message is reserved for the process sending it. The process renews the lease every
 * LEASE_RENEW_MS while it still holds the message, however slow the SMTP server; a process that dies stops
 * renewing, and its messages are free for the others (the sweep in mail/jobs.ts) within LEASE_MS.
 */
export const LEASE_MS = 20_000;
const LEASE_RENEW_MS = 5_000;
/** A message is sent only while its lease has at least this long to run (the processes' clocks may differ). */
const LEASE_MARGIN_MS = 2_000;
const BATCH = 10;

export const retryDelayMs = (attempt: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);

export type MailDeliveryDeps = {
  clock: Clock;
  log: FastifyBaseLogger;
  repository: OutboxRepository;
  transport: MailTransport | null;
};

/** The outbox worker's side of the mail service: claims due messages and hands them to SMTP. */
export function createMailDelivery({ clock, log, repository, transport }: MailDeliveryDeps) {
  async function deliverOne(message: OutboxRow): Promise<'sent' | 'retry' | 'failed'> {
    try {
      await transport!.send({
        id: message.id,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
        replyTo: message.replyTo,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const last = message.attempts >= MAX_DELIVERY_ATTEMPTS;
      const retryAt = last ? null : new Date(clock.now().getTime() + retryDelayMs(message.attempts));
      await repository.markAttemptFailed(message.id, reason, retryAt);
      log.warn({ messageId: message.id, attempt: message.attempts, err: reason }, 'e-mail delivery failed');
      return last ? 'failed' : 'retry';
    }
    // Once the SMTP server has accepted the message, a database error here is not a failed delivery: the
    // error ends the run and the lease lapses. The message goes out a second time only if the process
    // dies, or the database is out of reach, between that acceptance and this mark (decision 0004).
    await repository.markSent(message.id, clock.now());
    return 'sent';
  }

  /**
   * This process's lease on a claimed batch (one lease end for all), renewed while it sends them. A
   * renewal touches only rows still leased by this claim, so a message marked meanwhile, or taken by
   * another process after a lapse, is left alone, and this process no longer holds it. While renewals
   * fail (the database away) the lease runs out, and the rest of the batch is left for whoever claims it
   * next: never sent by two processes.
   */
  function holdLeases(batch: OutboxRow[], leasedUntil: Date) {
    const held = new Set(batch.map((message) => message.id));
    let current = leasedUntil;
    let renewing = false;
    const timer = setInterval(() => {
      if (renewing || held.size === 0) return;
      renewing = true;
      const next = new Date(clock.now().getTime() + LEASE_MS);
      repository
        .renewLease([...held], current, next)
        .then((renewed) => {
          for (const id of held) if (!renewed.includes(id)) held.delete(id);
          current = next;
        })
        .catch((error: unknown) => log.warn({ err: error }, 'e-mail lease renewal failed'))
        .finally(() => (renewing = false));
    }, LEASE_RENEW_MS);
    return {
      holds: (id: string) => held.has(id) && clock.now().getTime() < current.getTime() - LEASE_MARGIN_MS,
      release: (id: string) => void held.delete(id),
      stop: () => clearInterval(timer),
    };
  }

  /**
   * Sends every message that is due now (by the injected clock), batch by batch, until none is left or, with
   * `budgetMs`, until that much time has gone (no new batch is claimed after it: a job's run stays well
   * within its expiry, and the sweep carries on); safe to run in several processes at once. Returns what
   * happened, for logs and tests.
   */
  async function deliverDue({ budgetMs }: { budgetMs?: number } = {}): Promise<{
    sent: number;
    retried: number;
    failed: number;
  }> {
    const outcome = { sent: 0, retried: 0, failed: 0 };
    if (!transport) return outcome;
    // Wall time, not the injected clock: this bounds how long the run takes, it decides nothing about the mail.
    const stopAt = budgetMs === undefined ? Infinity : performance.now() + budgetMs;
    while (performance.now() < stopAt) {
      const now = clock.now();
      const leasedUntil = new Date(now.getTime() + LEASE_MS);
      const batch = await repository.claimDue(now, leasedUntil, BATCH);
      if (batch.length === 0) return outcome;
      const lease = holdLeases(batch, leasedUntil);
      try {
        for (const message of batch) {
          if (!lease.holds(message.id)) continue;
          const result = await deliverOne(message);
          lease.release(message.id);
          if (result === 'sent') outcome.sent++;
          else if (result === 'retry') outcome.retried++;
          else outcome.failed++;
        }
      } finally {
        lease.stop();
      }
    }
    return outcome;
  }

  return { deliverDue };
}
