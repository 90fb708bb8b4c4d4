import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { InboxKind } from '@shared/inbox';
import { ANONYMISED, ORDER_CLOSED_STATUSES } from '@shared/privacy';
import { PHONE_DEFAULT_REGION } from '@shared/validation/phone';
import type { Database } from '../../db/client';
import { orders, outboxMessages, privacyAuditLog, statusChanges } from '../../db/schema/index';
import { PRIVACY_KINDS, type PrivacyKind } from './kinds';
import type { RetentionCutoffs } from './retention-rules';

/** A person as the contract hands them over: the e-mail trimmed and lower-cased, the phone in E.164. */
export type PersonQuery = { email?: string | undefined; phone?: string | undefined };
/** `orderPesel`: closed orders whose first administrator's identity (PESEL or identity document) is cleared. */
export type KindCounts = Partial<Record<InboxKind | 'outbox' | 'orderPesel', number>>;

/** A record's last change: created, or its status last changed, whichever is later. */
const lastChange = (kind: PrivacyKind) =>
  sql`greatest(${kind.table.createdAt}, coalesce(${kind.table.processedAt}, ${kind.table.createdAt}))`;

const expired = (kind: PrivacyKind, cutoff: Date) =>
  and(isNull(kind.table.anonymizedAt), sql`${lastChange(kind)} <= ${cutoff.toISOString()}::timestamptz`);

/** A closed order still holding its first administrator's PESEL or identity document past the period. */
const peselExpired = (cutoff: Date) =>
  and(
    or(isNotNull(orders.adminPeselEncrypted), isNotNull(orders.adminIdDocumentEncrypted)),
    inArray(orders.status, [...ORDER_CLOSED_STATUSES]),
    sql`${orders.processedAt} <= ${cutoff.toISOString()}::timestamptz`,
  );

/** The digits of a stored phone, whatever was typed around them. */
const phoneDigits = (column: PgColumn | SQL) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

const DEFAULT_CALLING_CODE = getCountryCallingCode(PHONE_DEFAULT_REGION);
/** How many digits a national number of the default region (Poland) has. */
const DEFAULT_NATIONAL_DIGITS = 9;

/**
 * A stored phone in E.164, in SQL: people type "600 100 200", "600-100-200", "+48 600 100 200", "0048…",
 * and the forms accept each (shared/validation/phone.ts). Read as libphonenumber reads them with the Polish
 * default: a leading "+" (or "00") starts the country code, the country code's digits without a "+" in
 * front of a national number count as one, and anything else is a Polish national number. The person's
 * number, in E.164 from the contract, is compared whole with this: no fragment or tail matches.
 * (No index holds it: a phone search reads the kinds' tables, as it always has; see personMatch.)
 */
export function storedPhoneE164(column: PgColumn | SQL): SQL {
  const digits = phoneDigits(column);
  const withCallingCode = `^${DEFAULT_CALLING_CODE}[0-9]{${DEFAULT_NATIONAL_DIGITS}}$`;
  return sql`(case
    when ${column} ~ '^[^0-9]*[+]' then '+' || ${digits}
    when ${digits} like '00%' then '+' || substr(${digits}, 3)
    when ${digits} ~ ${withCallingCode}::text then '+' || ${digits}
    else ${`+${DEFAULT_CALLING_CODE}`}::text || ${digits}
  end)`;
}

/** A LIKE pattern for a text anywhere in a value. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where a person's e-mail or phone is a kind's identifying field, whole; null when nothing to look for.
 * Each comparison has a cheaper condition it implies in front: the address in the trigram-indexed search
 * text (an index scan instead of reading the table), the number's national digits at the end of the stored
 * digits (one regexp per row; the E.164 reading runs only for those).
 */
function personMatch(kind: PrivacyKind, person: PersonQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (person.email) {
    for (const { value, inSearchText } of kind.emails) {
      const whole = sql`${value} = ${person.email}`;
      conditions.push(
        inSearchText ? and(sql`${inSearchText} like ${containing(person.email)}`, whole)! : whole,
      );
    }
  }
  const national = person.phone ? parsePhoneNumberFromString(person.phone)?.nationalNumber : undefined;
  if (person.phone && national) {
    for (const column of kind.phones) {
      conditions.push(
        and(
          sql`right(${phoneDigits(column)}, ${national.length}) = ${national}`,
          sql`${storedPhoneE164(column)} = ${person.phone}`,
        )!,
      );
    }
  }
  return conditions.length ? or(...conditions) : undefined;
}

/** A regular expression (PostgreSQL ARE) for a literal text. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What may separate a phone number's digits where a person wrote it. */
const PHONE_SEPARATORS = '[[:space:]()./-]*';

/**
 * How the person's e-mail and phone are found inside a free text, whole: the address not as the tail of a
 * longer one (jan.kowalski.x@… is not kowalski.x@…), the number in any of the ways people write it (with or
 * without the country code, spaces, dashes) but not inside a longer number.
 */
function personPatterns(person: PersonQuery): { pattern: string; flags: string }[] {
  const patterns: { pattern: string; flags: string }[] = [];
  if (person.email) {
    patterns.push({
      pattern: `(?<![[:alnum:]._%+-])${literal(person.email)}(?![[:alnum:]_%+-]|[.][[:alnum:]])`,
      flags: 'gi',
    });
  }
  const phone = person.phone ? parsePhoneNumberFromString(person.phone) : undefined;
  if (phone) {
    const national = [...phone.nationalNumber].join(PHONE_SEPARATORS);
    const callingCode = `(?:(?:[+]|00)?${PHONE_SEPARATORS}${phone.countryCallingCode}${PHONE_SEPARATORS})?`;
    patterns.push({ pattern: `(?<![0-9])${callingCode}${national}(?![0-9])`, flags: 'g' });
  }
  return patterns;
}

/** Replaces every occurrence of the patterns in a free text. */
function scrubbed(column: PgColumn, patterns: { pattern: string; flags: string }[]): SQL {
  let expression: SQL = sql`${column}`;
  for (const { pattern, flags } of patterns) {
    expression = sql`regexp_replace(${expression}, ${pattern}::text, ${ANONYMISED}::text, ${flags}::text)`;
  }
  return expression;
}

/** A kind's records found for a person: the e-mails about them go with them. */
export type FoundRecords = { kind: InboxKind; ids: string[] }[];

/**
 * The e-mails about a person: sent to their address (the recipient, whole), or about one of their records
 * (the operator's notices name the record they are about). Bodies are not searched: an address inside a
 * text is not the person.
 */
function messagesMatch(email: string | undefined, related: FoundRecords): SQL | undefined {
  const conditions: SQL[] = [];
  if (email) conditions.push(sql`lower(${outboxMessages.recipient}) = ${email}`);
  for (const { kind, ids } of related) {
    if (ids.length)
      conditions.push(and(eq(outboxMessages.relatedKind, kind), inArray(outboxMessages.relatedId, ids))!);
  }
  if (!conditions.length) return undefined;
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
    patterns: { pattern: string; flags: string }[] = [],
  ): Promise<string[]> {
    const set: Record<string, unknown> = { ...kind.anonymized, adminNotes: null, anonymizedAt: now };
    if (patterns.length) {
      for (const column of kind.freeTexts) {
        const key = Object.entries(kind.table).find(([, value]) => value === column)?.[0];
        if (key) set[key] = scrubbed(column, patterns);
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
    /**
     * What the next retention run would anonymise, per kind, and how many administrators' identities (PESEL
     * or identity document) it would clear.
     */
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

    /**
     * One transaction: every expired record anonymised, closed orders' PESELs and identity documents
     * cleared, the run logged.
     */
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
          .set({ adminPeselEncrypted: null, adminIdDocumentEncrypted: null })
          .where(peselExpired(cutoffs.orderPesel))
          .returning({ id: orders.id });
        counts.orderPesel = cleared.length;
        if (Object.values(counts).some((n) => n > 0)) {
          await tx.insert(privacyAuditLog).values({ action: 'retention', actor: 'system', counts, at: now });
        }
        return counts;
      });
    },

    /** Every record of a person, all columns (the service masks the sealed identity before exporting). */
    async findPerson(person: PersonQuery) {
      const found: { kind: InboxKind; rows: Record<string, unknown>[] }[] = [];
      for (const kind of PRIVACY_KINDS) {
        const match = personMatch(kind, person);
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

    /** The e-mails to the person or about the records found for them. */
    async findMessages(person: PersonQuery, related: FoundRecords) {
      const match = messagesMatch(person.email, related);
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

    /**
     * Erasure (art. 17): the person's records anonymised, their e-mail and phone scrubbed from the free
     * texts kept, the e-mails to them and about those records anonymised; logged.
     */
    async erasePerson(person: PersonQuery, actor: string, now: Date): Promise<KindCounts> {
      const patterns = personPatterns(person);
      return db.transaction(async (tx) => {
        const counts: KindCounts = {};
        const erased: FoundRecords = [];
        for (const kind of PRIVACY_KINDS) {
          const match = personMatch(kind, person);
          if (!match) continue;
          const ids = await anonymize(tx, kind, and(match, isNull(kind.table.anonymizedAt)), now, patterns);
          counts[kind.kind] = ids.length;
          erased.push({ kind: kind.kind, ids });
        }
        // The e-mails sent to the person, then every e-mail about a record just erased.
        const direct = messagesMatch(person.email, []);
        const messages = direct
          ? await tx
              .update(outboxMessages)
              .set(ANONYMISED_MESSAGE as never)
              .where(direct)
              .returning({ id: outboxMessages.id })
          : [];
        let related = 0;
        for (const { kind, ids } of erased) related += await anonymizeRelatedMessages(tx, kind, ids);
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

    /** The first administrator's sealed identity: a PESEL (Poland) or an identity document (abroad). */
    async orderAdminIdentity(
      id: string,
    ): Promise<{ pesel: string | null; identityDocument: string | null } | null> {
      const [row] = await db
        .select({ pesel: orders.adminPeselEncrypted, identityDocument: orders.adminIdDocumentEncrypted })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
