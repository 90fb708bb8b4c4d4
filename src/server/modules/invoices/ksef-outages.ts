import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { KsefOutage, KsefOutageInput } from '@shared/contracts/ksef-sending';
import type { AppInfrastructure } from '../../infrastructure';
import type { Database, Tx } from '../../db/client';
import { invoices, ksefOutages } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { offlineDeadlineOf, type KsefOutageWindow } from './business-days';
import { dayIn } from '@shared/calendar-day';
import { type InvoiceDocument } from './document';

type OutageRow = typeof ksefOutages.$inferSelect;

/** The instant the invoice was issued (by the app's clock), as its document holds it. */
const issuedAtOf = (row: { document: unknown }) => new Date((row.document as InvoiceDocument).issuedAt);

const outageOf = (row: OutageRow): KsefOutage => ({
  id: row.id,
  kind: row.kind as KsefOutage['kind'],
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  note: row.note,
});

/**
 * The unavailabilities and failures of KSeF the Ministry announced, as the operator declares them on the
 * 'KSeF' screen, and the offline deadlines they give (business-days.ts has the rules). Declaring or removing
 * one dates every offline invoice again in the same transaction, and an invoice whose deadline moved is
 * told to the operators again when the new one comes.
 */
export function createKsefOutages({ db, config }: Pick<AppInfrastructure, 'db' | 'config'>) {
  const dayOf = (instant: Date) => dayIn(instant, config.businessTimeZone);

  async function windows(tx: Database | Tx = db): Promise<KsefOutageWindow[]> {
    const rows = await tx.select().from(ksefOutages);
    return rows.map((row) => ({
      kind: row.kind as KsefOutageWindow['kind'],
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    }));
  }

  /** Every invoice still offline gets the mode and deadline the declared outages give it now. */
  async function redate(tx: Tx): Promise<void> {
    const outages = await windows(tx);
    const offline = await tx
      .select({
        id: invoices.id,
        document: invoices.document,
        issueDate: invoices.issueDate,
        ksefOfflineMode: invoices.ksefOfflineMode,
        ksefDeadline: invoices.ksefDeadline,
      })
      .from(invoices)
      .where(and(eq(invoices.ksefStatus, 'offline'), isNotNull(invoices.ksefOfflineMode)))
      .for('update');
    for (const row of offline) {
      const { mode, deadline } = offlineDeadlineOf(issuedAtOf(row), row.issueDate, outages, dayOf);
      if (mode === row.ksefOfflineMode && deadline === row.ksefDeadline) continue;
      await tx
        .update(invoices)
        .set({
          ksefOfflineMode: mode,
          ksefDeadline: deadline,
          ...(deadline !== row.ksefDeadline ? { ksefDeadlineNotifiedAt: null } : {}),
        })
        .where(eq(invoices.id, row.id));
    }
  }

  return {
    windows,

    /** The mode and deadline of an invoice that goes offline now. */
    async deadlineOf(row: { document: unknown; issueDate: string }) {
      return offlineDeadlineOf(issuedAtOf(row), row.issueDate, await windows(), dayOf);
    },

    /** Whether the invoice was issued in an announced unavailability or failure (then it is offline). */
    async issuedInOutage(row: { document: unknown }): Promise<boolean> {
      const issuedAt = issuedAtOf(row);
      return (await windows()).some((outage) => outage.startsAt <= issuedAt && issuedAt <= outage.endsAt);
    },

    async list(): Promise<KsefOutage[]> {
      const rows = await db.select().from(ksefOutages).orderBy(desc(ksefOutages.startsAt)).limit(50);
      return rows.map(outageOf);
    },

    async add(input: KsefOutageInput): Promise<KsefOutage> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ksefOutages)
          .values({
            kind: input.kind,
            startsAt: new Date(input.startsAt),
            endsAt: new Date(input.endsAt),
            note: input.note || null,
          })
          .returning();
        await redate(tx);
        return outageOf(row!);
      });
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(ksefOutages).where(eq(ksefOutages.id, id)).returning();
        if (removed.length === 0) throw notFound('Nie ma takiego ogłoszenia o niedostępności KSeF');
        await redate(tx);
      });
    },
  };
}
export type KsefOutages = ReturnType<typeof createKsefOutages>;
