import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InboxKind } from '@shared/inbox';
import { ANONYMISED, ORDER_CLOSED_STATUSES } from '@shared/privacy';
import type { Database } from '../../db/client';
import { orders, outboxMessages, privacyAuditLog, statusChanges } from '../../db/schema/index';
import { PRIVACY_KINDS, type PrivacyKind } from './kinds';
import type { RetentionCutoffs } from './retention-rules';

export type PersonQuery = { email?: string | undefined; phone?: string | undefined };
export type KindCounts = Partial<Record<InboxKind | 'outbox' | 'orderPesel', number>>;

/** A record's last change: created, or its status last changed, whichever is later. */
const lastChange = (kind: PrivacyKind) =>
  sql`greatest(${kind.table.createdAt}, coalesce(${kind.table.processedAt}, ${kind.table.createdAt}))`;

const expired = (kind: PrivacyKind, cutoff: Date) =>
  and(isNull(kind.table.anonymizedAt), sql`${lastChange(kind)} <= ${cutoff.toISOString()}::timestamptz`);

const peselExpired = (cutoff: Date) =>
  and(
    isNotNull(orders.adminPeselEncrypted),
    inArray(orders.status, [...ORDER_CLOSED_STATUSES]),
    sql`${orders.processedAt} <= ${cutoff.toISOString()}::timestamptz`,
  );

/** Where a person's e-mail or phone appears in a kind's identifying fields; null when nothing to look for. */
function personMatch(kind: PrivacyKind, person: PersonQuery, phoneKey: string | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (person.email) {
    const email = person.email.trim().toLowerCase();
    for (const column of kind.emails) conditions.push(sql`${column} = ${email}`);
  }
  if (phoneKey) {
    for (const column of kind.phones) {
      conditions.push(sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 9) = ${phoneKey}`);
    }
  }
  return conditions.length ? or(...conditions) : undefined;
}

/** Replaces every occurrence of the needles (case-insensitive, literally) in a free text. */
function scrubbed(column: PgColumn, needles: string[]): SQL {
  let expression: SQL = sql`${column}`;
  for (const needle of needles) {
    const pattern = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expression = sql`regexp_replace(${expression}, ${pattern}, ${ANONYMISED}, 'gi')`;
  }
  return expression;
}

/** The e-mails about a person: sent to them, or mentioning their e-mail or phone (the operator's notices). */
function outboxMatch(person: PersonQuery): SQL | undefined {
  const needles = [person.email?.trim().toLowerCase(), person.phone?.trim()].filter(
    (value): value is string => Boolean(value),
  );
  if (!needles.length) return undefined;
  const conditions: SQL[] = [];
  if (person.email)
    conditions.push(sql`lower(${outboxMessages.recipient}) = ${person.email.trim().toLowerCase()}`);
  for (const needle of needles) {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`${outboxMessages.text} ilike ${pattern}`,
      sql`${outboxMessages.html} ilike ${pattern}`,
    );
  }
  return and(or(...conditions), sql`${outboxMessages.recipient} <> ${ANONYMISED}`);
}

/**
 * An e-mail anonymised: recipient, subject, bodies and attachments replaced; one still waiting is never sent
 * (it would go to no one), so it ends as failed with the reason.
 */
const ANONYMISED_MESSAGE = {
  recipient: ANONYMISED,
  subject: ANONYMISED,
  html: ANONYMISED,
  text: ANONYMISED,
  attachments: [],
  lastError: sql`case when ${outboxMessages.state} = 'queued' then 'Usunięte (ochrona danych)' else ${outboxMessages.lastError} end`,
  state: sql`case when ${outboxMessages.state} = 'queued' then 'failed' else ${outboxMessages.state} end`,
  nextAttemptAt: null,
};

export function createPrivacyRepository(db: Database) {
  /** The e-mails about records that were just anonymised go with them. */
  async function anonymizeRelatedMessages(tx: Pick<Database, 'update'>, kind: InboxKind, ids: string[]) {
    if (!ids.length) return 0;
    const rows = await tx
      .update(outboxMessages)
      .set(ANONYMISED_MESSAGE as never)
      .where(
        and(
          eq(outboxMessages.relatedKind, kind),
          inArray(outboxMessages.relatedId, ids),
          sql`${outboxMessages.recipient} <> ${ANONYMISED}`,
        ),
      )
      .returning({ id: outboxMessages.id });
    return rows.length;
  }

  /** The anonymising update of one kind: personal fields replaced, notes (and their history) dropped. */
  async function anonymize(
    tx: Pick<Database, 'update'>,
    kind: PrivacyKind,
    where: SQL | undefined,
    now: Date,
    needles: string[] = [],
  ): Promise<string[]> {
    const set: Record<string, unknown> = { ...kind.anonymized, adminNotes: null, anonymizedAt: now };
    if (needles.length) {
      for (const column of kind.freeTexts) {
        const key = Object.entries(kind.table).find(([, value]) => value === column)?.[0];
        if (key) set[key] = scrubbed(column, needles);
      }
    }
    const rows = (await tx
      .update(kind.table)
      .set(set as never)
      .where(where)
      .returning({ id: kind.table.id })) as { id: string }[];
    const ids = rows.map((row) => row.id);
    if (ids.length) {
      await tx
        .update(statusChanges)
        .set({ adminNotes: null })
        .where(and(eq(statusChanges.recordKind, kind.kind), inArray(statusChanges.recordId, ids)));
    }
    return ids;
  }

  return {
    /** What the next retention run would anonymise, per kind, and how many PESELs it would clear. */
    async countExpired(cutoffs: RetentionCutoffs): Promise<KindCounts> {
      const counts: KindCounts = {};
      for (const kind of PRIVACY_KINDS) {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(kind.table)
          .where(expired(kind, cutoffs[kind.kind]));
        counts[kind.kind] = row?.n ?? 0;
      }
      const [pesel] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(peselExpired(cutoffs.orderPesel), isNull(orders.anonymizedAt)));
      counts.orderPesel = pesel?.n ?? 0;
      return counts;
    },

    /** One transaction: every expired record anonymised, closed orders' PESELs cleared, the run logged. */
    async anonymizeExpired(cutoffs: RetentionCutoffs, now: Date): Promise<KindCounts> {
      return db.transaction(async (tx) => {
        const counts: KindCounts = {};
        let messages = 0;
        for (const kind of PRIVACY_KINDS) {
          const ids = await anonymize(tx, kind, expired(kind, cutoffs[kind.kind]), now);
          counts[kind.kind] = ids.length;
          messages += await anonymizeRelatedMessages(tx, kind.kind, ids);
        }
        counts.outbox = messages;
        const cleared = await tx
          .update(orders)
          .set({ adminPeselEncrypted: null })
          .where(peselExpired(cutoffs.orderPesel))
          .returning({ id: orders.id });
        counts.orderPesel = cleared.length;
        if (Object.values(counts).some((n) => n > 0)) {
          await tx.insert(privacyAuditLog).values({ action: 'retention', actor: 'system', counts, at: now });
        }
        return counts;
      });
    },

    /** Every record of a person, all columns but the generated search text and the sealed PESEL. */
    async findPerson(person: PersonQuery, phoneKey: string | null) {
      const found: { kind: InboxKind; rows: Record<string, unknown>[] }[] = [];
      for (const kind of PRIVACY_KINDS) {
        const match = personMatch(kind, person, phoneKey);
        if (!match) continue;
        const rows = (await db
          .select()
          .from(kind.table)
          .where(and(match, isNull(kind.table.anonymizedAt)))
          .orderBy(desc(kind.table.createdAt))) as Record<string, unknown>[];
        found.push({ kind: kind.kind, rows });
      }
      return found;
    },

    async findMessages(person: PersonQuery) {
      const match = outboxMatch(person);
      if (!match) return [];
      return db
        .select({
          id: outboxMessages.id,
          recipient: outboxMessages.recipient,
          subject: outboxMessages.subject,
          text: outboxMessages.text,
          template: outboxMessages.template,
          language: outboxMessages.language,
          relatedKind: outboxMessages.relatedKind,
          relatedId: outboxMessages.relatedId,
          state: outboxMessages.state,
          sentAt: outboxMessages.sentAt,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .where(match)
        .orderBy(desc(outboxMessages.createdAt));
    },

    /** Erasure (art. 17): the person's records anonymised and their e-mail and phone scrubbed, logged. */
    async erasePerson(
      person: PersonQuery,
      phoneKey: string | null,
      actor: string,
      now: Date,
      needles: string[],
    ): Promise<KindCounts> {
      return db.transaction(async (tx) => {
        const counts: KindCounts = {};
        const erased: [InboxKind, string[]][] = [];
        for (const kind of PRIVACY_KINDS) {
          const match = personMatch(kind, person, phoneKey);
          if (!match) continue;
          const ids = await anonymize(tx, kind, and(match, isNull(kind.table.anonymizedAt)), now, needles);
          counts[kind.kind] = ids.length;
          erased.push([kind.kind, ids]);
        }
        // The e-mails to or about the person, and every e-mail about a record just erased.
        const direct = outboxMatch(person);
        const messages = direct
          ? await tx
              .update(outboxMessages)
              .set(ANONYMISED_MESSAGE as never)
              .where(direct)
              .returning({ id: outboxMessages.id })
          : [];
        let related = 0;
        for (const [kind, ids] of erased) related += await anonymizeRelatedMessages(tx, kind, ids);
        counts.outbox = messages.length + related;
        await tx.insert(privacyAuditLog).values({ action: 'erase', actor, counts, at: now });
        return counts;
      });
    },

    async log(entry: { action: string; actor: string; counts?: KindCounts; recordId?: string; at: Date }) {
      await db.insert(privacyAuditLog).values({ ...entry, counts: entry.counts ?? {} });
    },

    async auditLog(limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(privacyAuditLog)
          .orderBy(desc(privacyAuditLog.at), desc(privacyAuditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(privacyAuditLog),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async orderPesel(id: string): Promise<{ sealed: string | null } | null> {
      const [row] = await db
        .select({ sealed: orders.adminPeselEncrypted })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
