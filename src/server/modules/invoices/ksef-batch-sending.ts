import { KsefRejectedError, type KsefClient, type KsefSession } from '../ksef/public';
import type { AppInfrastructure } from '../../infrastructure';
import { type InvoiceDocument } from './document';
import { buildFa3Xml } from './fa3-xml';
import { xmlSha256 } from './ksef';
import type { Claimed, KsefClaimWrites } from './ksef-claim-writes';
import type { KsefRepository } from './ksef-repository';
import type { InvoiceRow } from './repository';

/** A correction waits this long between looks at whether its original has its KSeF number. */
const ORIGINAL_WAIT_MS = 60_000;

/** The send job's first half: the claimed invoices made ready and sent through one online session. */
export function createKsefBatchSending({
  db,
  clock,
  repository,
  claimWrites: { update, failed, offlineIfAnnounced },
}: Pick<AppInfrastructure, 'db' | 'clock'> & {
  repository: KsefRepository;
  claimWrites: KsefClaimWrites;
}) {
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

  return { readyCorrection, sendAll };
}
