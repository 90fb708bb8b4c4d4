import type { KsefClient, KsefInvoiceStatus } from '../ksef/public';
import type { AppInfrastructure } from '../../infrastructure';
import { backoffMs, rejectionText, type Claimed, type KsefClaimWrites } from './ksef-claim-writes';
import type { KsefRepository } from './ksef-repository';
import type { InvoiceService } from './service';

/** Waits between status checks of the invoices just sent, within one run; then the next run asks again. */
const STATUS_POLL_MS = [100, 200, 400, 800, 1_600, 3_200];
/** When to ask again about an invoice KSeF is still processing, and about a UPO it did not give yet. */
const PROCESSING_RETRY_MS = 30_000;
/** How many times a missing UPO is asked for after the invoice got its number. */
const UPO_TRIES = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The send job's second half: KSeF's verdict on the invoices sent, their numbers and UPOs stored. */
export function createKsefStatusPolling({
  db,
  clock,
  log,
  invoices,
  repository,
  claimWrites: { update, failed },
}: Pick<AppInfrastructure, 'db' | 'clock' | 'log'> & {
  invoices: InvoiceService;
  repository: KsefRepository;
  claimWrites: KsefClaimWrites;
}) {
  /** The verdict stored: the number and UPO, or KSeF's rejection; false while KSeF is still processing. */
  async function settle(claimed: Claimed, client: KsefClient, status: KsefInvoiceStatus): Promise<boolean> {
    const { row } = claimed;
    if (status.state === 'processing') return false;
    if (status.state === 'rejected' && status.retryable) {
      // KSeF gave up for its own reasons (405, 500, 550): the same file is sent again later.
      const attempts = row.ksefAttempts + 1;
      await update(claimed, {
        ksefStatus: row.ksefStatus === 'sending' ? 'queued' : row.ksefStatus,
        ksefSessionReference: null,
        ksefReference: null,
        ksefAttempts: attempts,
        ksefError: rejectionText(status.code, status.description, status.details),
        ksefNextAttemptAt: new Date(clock.now().getTime() + backoffMs(attempts)),
      });
      return true;
    }
    if (status.state === 'rejected') {
      await update(claimed, {
        ksefStatus: 'rejected',
        ksefError: rejectionText(status.code, status.description, status.details),
        ksefNextAttemptAt: null,
      });
      return true;
    }
    const ksefNumber = status.state === 'duplicate' ? status.originalKsefNumber : status.ksefNumber;
    if (!ksefNumber) return false;
    let upoXml: string | null = null;
    try {
      // A duplicate's UPO is the original's: asked of the session KSeF received it in, by its number.
      upoXml =
        status.state === 'duplicate'
          ? await client.getInvoiceUpo(
              status.originalSessionReferenceNumber ?? row.ksefSessionReference!,
              ksefNumber,
            )
          : await client.getInvoiceUpo(row.ksefSessionReference!, row.ksefReference!);
    } catch (error) {
      log.warn({ err: error, invoice: row.number }, 'KSeF UPO not available yet');
    }
    await db.transaction(async (tx) => {
      const accepted = await repository.updateClaimed(tx, row.id, claimed.lease, {
        ksefStatus: 'accepted',
        ksefNumber,
        ksefAcceptedAt: row.ksefAcceptedAt ?? clock.now(),
        ksefError: null,
        upoXml,
        ksefLeaseUntil: null,
        // The UPO still owed: asked for again later, a few times (the 'Faktury' row shows it is missing).
        ksefAttempts: upoXml ? row.ksefAttempts : row.ksefAttempts + 1,
        ksefNextAttemptAt:
          upoXml || row.ksefAttempts >= UPO_TRIES
            ? null
            : new Date(clock.now().getTime() + PROCESSING_RETRY_MS),
      });
      if (accepted && !accepted.buyerMailedAt) await invoices.mailBuyer(tx, accepted);
    });
    return true;
  }

  /** Asks for each sent invoice's status with backoff, within the run; what is still processing waits. */
  async function pollAll(client: KsefClient, sent: Claimed[]): Promise<void> {
    let open = sent;
    for (const delay of [0, ...STATUS_POLL_MS]) {
      if (open.length === 0) return;
      if (delay) await sleep(delay);
      const still: Claimed[] = [];
      for (const claimed of open) {
        try {
          const { ksefSessionReference, ksefReference } = claimed.row;
          const status = await client.getInvoiceStatus(ksefSessionReference!, ksefReference!);
          if (!(await settle(claimed, client, status))) still.push(claimed);
        } catch (error) {
          await failed(claimed, error);
        }
      }
      open = still;
    }
    for (const claimed of open) {
      await update(claimed, { ksefNextAttemptAt: new Date(clock.now().getTime() + PROCESSING_RETRY_MS) });
    }
  }

  return { pollAll };
}
