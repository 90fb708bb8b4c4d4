import { dayIn } from '@shared/calendar-day';
import type { KsefClient } from '../ksef/public';
import type { AppInfrastructure } from '../../infrastructure';
import { createKsefBatchSending } from './ksef-batch-sending';
import { createKsefClaimWrites, type Claimed } from './ksef-claim-writes';
import { createKsefOutages } from './ksef-outages';
import { createKsefRepository } from './ksef-repository';
import { createKsefScreen } from './ksef-screen';
import { createKsefStatusPolling } from './ksef-status-polling';
import type { InvoiceRow } from './repository';
import type { InvoiceService } from './service';
import type { KsefSending } from './ksef-sending';

/** How long a sender holds the invoices it claimed; past it another process may take them over. */
const LEASE_MS = 5 * 60_000;
/** Invoices claimed (and sent through one session) at a time. */
const BATCH = 25;

/**
 * The send job: claims the invoices due (queued, offline, sending with a reference to ask about), sends
 * those without a reference through one online session, stores each reference as soon as KSeF answers,
 * then asks for their status with backoff, stores the KSeF number and the UPO, and e-mails the buyer.
 *
 * - Exactly once across processes: a claim is a row lock plus a lease, and every write is conditional on it.
 *   An invoice with a stored reference is never sent again (its status is asked); a crash between the send
 *   and the store makes the next run send it again, and KSeF's duplicate answer (440) gives the number it
 *   holds, which is stored as the invoice's.
 * - KSeF out of reach (network, timeout, 5xx): the invoice is issued offline with its legal deadline and the
 *   buyer gets it at once with both codes; the first such failure of a run makes the rest of its batch
 *   offline too, without waiting for KSeF once per invoice. It is sent (offlineMode) when KSeF answers
 *   again, with backoff. An invoice issued during an unavailability or failure the operator declared
 *   (ksef-outages.ts) is offline from the start and is still sent at once if KSeF answers. 429: the next
 *   attempt after Retry-After (for the whole batch). Rejection: 'rejected' with KSeF's words, never retried
 *   until the operator sends it again.
 */
export function createKsefSender({
  db,
  config,
  clock,
  log,
  mail,
  invoices,
  ksefSending,
}: Pick<AppInfrastructure, 'db' | 'config' | 'clock' | 'log' | 'mail'> & {
  invoices: InvoiceService;
  ksefSending: KsefSending;
}) {
  const repository = createKsefRepository(db);
  const outages = createKsefOutages({ db, config });
  const today = () => dayIn(clock.now(), config.businessTimeZone);
  const claimWrites = createKsefClaimWrites({ db, clock, log, invoices, repository, outages });
  const sending = createKsefBatchSending({ db, clock, repository, claimWrites });
  const polling = createKsefStatusPolling({ db, clock, log, invoices, repository, claimWrites });

  async function runBatch(client: KsefClient, claimedRows: InvoiceRow[], lease: Date): Promise<void> {
    const batch: Claimed[] = [];
    const corrections: Claimed[] = [];
    for (const row of claimedRows) {
      const claimed = { row, lease };
      if (row.kind === 'correction') corrections.push(claimed);
      else batch.push(claimed);
    }
    // Originals first, so a correction in the same batch finds its original's number.
    for (const round of [batch, corrections]) {
      const ready: Claimed[] = [];
      for (const claimed of round) {
        const row = await sending.readyCorrection(claimed);
        if (row) ready.push({ row, lease });
      }
      const { session, sent } = await sending.sendAll(client, ready);
      await polling.pollAll(client, sent);
      if (session) {
        await client.closeSession(session.referenceNumber).catch((error: unknown) => {
          log.warn({ err: error }, 'KSeF session not closed (it expires by itself)');
        });
      }
    }
  }

  return {
    outages,

    /** Works through every invoice due now, batch by batch; safe to run in several processes at once. */
    async sendDue({ budgetMs = 30_000 }: { budgetMs?: number } = {}): Promise<number> {
      const client = ksefSending.client;
      if (!client) return 0;
      const started = Date.now();
      let handled = 0;
      while (Date.now() - started < budgetMs) {
        const now = clock.now();
        // A lease unique to this claim: writes made under it fail once another process took the rows over.
        const lease = new Date(now.getTime() + LEASE_MS + Math.floor(Math.random() * 1000));
        const rows = await repository.claimDue(now, lease, BATCH);
        if (rows.length === 0) break;
        await runBatch(client, rows, lease);
        handled += rows.length;
      }
      return handled;
    },

    /** The 'KSeF' screen and the dashboard's notice; 'Sprawdź połączenie'. */
    ...createKsefScreen({ ksefSending, repository, outages, today }),

    /**
     * Offline invoices on or past their deadline: the operators are told by e-mail, once per invoice (the
     * dashboard shows them too).
     */
    async notifyDeadlines(): Promise<number> {
      const due = await repository.offlineDueUnnotified(today());
      let told = 0;
      for (const row of due) {
        await db.transaction(async (tx) => {
          if (!(await repository.markDeadlineNotified(tx, row.id, clock.now()))) return;
          told++;
          await mail.notifyOperators(tx, {
            kind: 'orders',
            recordId: row.orderId,
            title: 'Faktura offline: mija termin przesłania do KSeF',
            headline: row.number,
            fields: [
              { label: 'Faktura', value: row.number },
              { label: 'Nabywca', value: row.buyerName },
              { label: 'Termin przesłania do KSeF', value: row.ksefDeadline },
              { label: 'Ostatni błąd', value: row.ksefError },
            ],
          });
        });
      }
      return told;
    },
  };
}
export type KsefSender = ReturnType<typeof createKsefSender>;
