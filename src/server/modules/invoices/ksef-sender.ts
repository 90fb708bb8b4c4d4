import { dayIn } from '@shared/calendar-day';
import {
  KsefRateLimitedError,
  KsefRejectedError,
  KsefUnavailableError,
  type KsefClient,
  type KsefInvoiceStatus,
  type KsefSession,
} from '../ksef/public';
import type { AppInfrastructure } from '../../infrastructure';
import { type InvoiceDocument } from './document';
import { buildFa3Xml } from './fa3-xml';
import { xmlSha256 } from './ksef';
import { createKsefOutages } from './ksef-outages';
import { createKsefRepository, type KsefUpdate } from './ksef-repository';
import { createKsefScreen } from './ksef-screen';
import type { InvoiceRow } from './repository';
import type { InvoiceService } from './service';
import type { KsefSending } from './ksef-sending';

/** How long a sender holds the invoices it claimed; past it another process may take them over. */
const LEASE_MS = 5 * 60_000;
/** Invoices claimed (and sent through one session) at a time. */
const BATCH = 25;
/** Waits between status checks of the invoices just sent, within one run; then the next run asks again. */
const STATUS_POLL_MS = [100, 200, 400, 800, 1_600, 3_200];
/** When to ask again about an invoice KSeF is still processing, and about a UPO it did not give yet. */
const PROCESSING_RETRY_MS = 30_000;
/** A correction waits this long between looks at whether its original has its KSeF number. */
const ORIGINAL_WAIT_MS = 60_000;
/** How many times a missing UPO is asked for after the invoice got its number. */
const UPO_TRIES = 10;
/** Backoff of transient failures: 15 s, doubling, at most 10 minutes. */
const backoffMs = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** KSeF's own words, as the operator reads them. */
function rejectionText(code: number | string, description: string, details?: string[]): string {
  const text = [`${code}: ${description}`, ...(details ?? [])].join(' · ');
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}

type Claimed = { row: InvoiceRow; lease: Date };

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

  /**
   * A correction names its original by the KSeF number (FA(3) NrKSeFFaKorygowanej), so it waits for it;
   * one issued before the original had its number gets it written into its XML now, before it is sent or
   * e-mailed for the first time.
   */
  async function readyCorrection(claimed: Claimed): Promise<InvoiceRow | null> {
    const { row } = claimed;
    if (row.kind !== 'correction' || !row.correctsId) return row;
    const doc = row.document as InvoiceDocument;
    if (doc.corrects?.ksefNumber) return row;
    const original = await repository.ksefStateOf(row.correctsId);
    // An original that was never sent (issued before KSeF was configured) has no number to name.
    if (!original?.ksefStatus) return row;
    const ksefNumber = original.ksefNumber;
    if (!ksefNumber) {
      await update(claimed, {
        ksefError: 'Czeka na numer KSeF korygowanej faktury',
        ksefNextAttemptAt: new Date(clock.now().getTime() + ORIGINAL_WAIT_MS),
      });
      return null;
    }
    const fixed: InvoiceDocument = { ...doc, corrects: doc.corrects && { ...doc.corrects, ksefNumber } };
    const xml = buildFa3Xml(fixed);
    return repository.updateClaimed(db, row.id, claimed.lease, {
      document: fixed,
      xml,
      xmlSha256: xmlSha256(xml),
    });
  }

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

  /** An invoice issued during a declared unavailability or failure is offline before it is first sent. */
  async function offlineIfAnnounced(claimed: Claimed): Promise<Claimed | null> {
    const { row } = claimed;
    if (row.ksefOfflineMode || !(await outages.issuedInOutage(row))) return claimed;
    const offline = await goOffline(claimed, {}, true);
    return offline && { row: offline, lease: claimed.lease };
  }

  /**
   * Sends the claimed invoices that have no reference yet, through one session (opened when first needed).
   * Returns the session and the invoices whose status is to be asked (sent now, or sent before a crash).
   */
  async function sendAll(client: KsefClient, batch: Claimed[]) {
    let session: KsefSession | null = null;
    /** KSeF out of reach (or limiting): the rest of the batch shares the failure instead of waiting again. */
    let unreachable: unknown = null;
    const sent: Claimed[] = [];
    for (const issued of batch) {
      if (issued.row.ksefReference) {
        sent.push(issued);
        continue;
      }
      const claimed = await offlineIfAnnounced(issued);
      if (!claimed) continue;
      const { row } = claimed;
      if (unreachable) {
        await failed(claimed, unreachable);
        continue;
      }
      try {
        session ??= await client.openOnlineSession();
        const answer = await client.sendInvoice(session, Buffer.from(row.xml, 'utf8'), {
          offlineMode: row.ksefOfflineMode !== null,
        });
        const stored = await repository.updateClaimed(db, row.id, claimed.lease, {
          ksefSessionReference: session.referenceNumber,
          ksefReference: answer.invoiceReferenceNumber,
          ksefSentAt: clock.now(),
          ...(row.ksefStatus === 'queued' ? { ksefStatus: 'sending' } : {}),
        });
        if (stored) sent.push({ row: stored, lease: claimed.lease });
      } catch (error) {
        if (!(error instanceof KsefRejectedError)) unreachable = error;
        await failed(claimed, error);
      }
    }
    return { session, sent };
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
        const row = await readyCorrection(claimed);
        if (row) ready.push({ row, lease });
      }
      const { session, sent } = await sendAll(client, ready);
      await pollAll(client, sent);
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
