import { KsefRateLimitedError, KsefRejectedError, KsefUnavailableError } from '../ksef/public';
import type { AppInfrastructure } from '../../infrastructure';
import type { KsefOutages } from './ksef-outages';
import type { KsefRepository, KsefUpdate } from './ksef-repository';
import type { InvoiceRow } from './repository';
import type { InvoiceService } from './service';

/** An invoice the send job claimed, with the lease every write about it is conditional on. */
export type Claimed = { row: InvoiceRow; lease: Date };

/** Backoff of transient failures: 15 s, doubling, at most 10 minutes. */
export const backoffMs = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

/** KSeF's own words, as the operator reads them. */
export function rejectionText(code: number | string, description: string, details?: string[]): string {
  const text = [`${code}: ${description}`, ...(details ?? [])].join(' · ');
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}

/**
 * The send job's writes about a claimed invoice that are not KSeF's acceptance: a change under the claim's
 * lease, a failure (retried, or the invoice gone offline) and the offline issue of an invoice.
 */
export function createKsefClaimWrites({
  db,
  clock,
  log,
  invoices,
  repository,
  outages,
}: Pick<AppInfrastructure, 'db' | 'clock' | 'log'> & {
  invoices: InvoiceService;
  repository: KsefRepository;
  outages: KsefOutages;
}) {
  const update = (claimed: Claimed, change: KsefUpdate) =>
    repository.updateClaimed(db, claimed.row.id, claimed.lease, { ...change, ksefLeaseUntil: null });

  /** A failure that is not KSeF's verdict on the invoice: retried; KSeF out of reach → offline. */
  async function failed(claimed: Claimed, error: unknown): Promise<void> {
    const { row } = claimed;
    if (error instanceof KsefRejectedError) {
      await update(claimed, {
        ksefStatus: 'rejected',
        ksefError: rejectionText(error.code, error.description, error.details),
        ksefNextAttemptAt: null,
      });
      return;
    }
    if (error instanceof KsefRateLimitedError) {
      await update(claimed, {
        ksefError: `KSeF ogranicza liczbę zapytań: ponowienie za ${error.retryAfterSeconds} s`,
        ksefNextAttemptAt: new Date(clock.now().getTime() + error.retryAfterSeconds * 1000),
      });
      return;
    }
    const attempts = row.ksefAttempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof KsefUnavailableError))
      log.error({ err: error, invoice: row.number }, 'KSeF send failed');
    const next = new Date(clock.now().getTime() + backoffMs(attempts));
    const retry: KsefUpdate = {
      ksefAttempts: attempts,
      ksefError: `Nie wysłano do KSeF: ${message}`.slice(0, 2000),
      ksefNextAttemptAt: next,
    };
    // Sent already (a reference stored): the invoice is in KSeF's hands, only its answer is awaited.
    if (row.ksefReference) return void (await update(claimed, retry));
    await goOffline(claimed, retry);
  }

  /**
   * The invoice issued offline, with the mode and deadline the declared outages give it, and the buyer's
   * e-mail (both codes) in one transaction: never one without the other. `keepLease`: the run goes on to
   * send it now.
   */
  async function goOffline(claimed: Claimed, change: KsefUpdate, keepLease = false) {
    const { row } = claimed;
    const { mode, deadline } = await outages.deadlineOf(row);
    return db.transaction(async (tx) => {
      const updated = await repository.updateClaimed(tx, row.id, claimed.lease, {
        ...change,
        ksefStatus: 'offline',
        ksefOfflineMode: mode,
        ksefDeadline: deadline,
        ...(keepLease ? {} : { ksefLeaseUntil: null }),
      });
      if (updated && !updated.buyerMailedAt) await invoices.mailBuyer(tx, updated);
      return updated;
    });
  }

  /** An invoice issued during a declared unavailability or failure is offline before it is first sent. */
  async function offlineIfAnnounced(claimed: Claimed): Promise<Claimed | null> {
    const { row } = claimed;
    if (row.ksefOfflineMode || !(await outages.issuedInOutage(row))) return claimed;
    const offline = await goOffline(claimed, {}, true);
    return offline && { row: offline, lease: claimed.lease };
  }

  return { update, failed, offlineIfAnnounced };
}
export type KsefClaimWrites = ReturnType<typeof createKsefClaimWrites>;
