import {
  ERASE_COUNTS_CHANGED,
  type AuditEntry,
  type MaskedAdminIdentity,
  type RevealedAdminIdentity,
  type EraseResult,
  type PersonRecord,
  type PersonSearch,
  type RetentionPreview,
} from '@shared/contracts/privacy';
import type { InboxKind } from '@shared/inbox';
import { maskIdentityDocument, maskPesel } from '@shared/privacy';
import type { AppInfrastructure } from '../../infrastructure';
import { conflict, notFound } from '../../lib/http-errors';
import { createPrivacyRepository, type KindCounts, type PersonQuery } from './repository';
import { retentionCutoffs } from './retention-rules';

const total = (counts: KindCounts) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''));

function summary(kind: InboxKind, row: Record<string, unknown>): PersonRecord {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
  const detail: Record<InboxKind, string> = {
    contacts: text('subject'),
    'demo-bookings': text('preferredDate'),
    orders: `${text('clubName')} · ${text('plan')}`,
    'beta-signups': text('clubName'),
    'bug-reports': text('title'),
  };
  return {
    kind,
    id: text('id'),
    label: text('name') || text('reporterName') || text('email') || text('reporterEmail'),
    detail: detail[kind],
    createdAt: iso(row.createdAt),
  };
}

export type PrivacyDeps = Pick<AppInfrastructure, 'db' | 'cipher' | 'clock' | 'config'>;

export function createPrivacyService(deps: PrivacyDeps) {
  const repository = createPrivacyRepository(deps.db);
  /**
   * A PESEL or identity document that cannot be decrypted (another APP_SECRET) is shown as unknown rather
   * than failing the page.
   */
  const opened = (sealed: string | null): string | null => {
    if (!sealed) return null;
    try {
      return deps.cipher.decrypt(sealed);
    } catch {
      return null;
    }
  };
  const maskedWith = (mask: (value: string) => string) => (sealed: string | null) => {
    const value = opened(sealed);
    return value ? mask(value) : null;
  };
  const maskedPesel = maskedWith(maskPesel);
  const maskedDocument = maskedWith(maskIdentityDocument);

  /** An order's first administrator's identity: which one it has, still sealed. */
  async function adminIdentityOf(orderId: string) {
    const row = await repository.orderAdminIdentity(orderId);
    if (!row) throw notFound('Nie ma takiego zamówienia');
    if (row.pesel) return { kind: 'pesel' as const, sealed: row.pesel };
    if (row.identityDocument) return { kind: 'identity-document' as const, sealed: row.identityDocument };
    return { kind: null, sealed: null };
  }

  /** What an export holds: every column but the generated search text; the PESEL and document only masked. */
  function exported(row: Record<string, unknown>) {
    const { searchText: _searchText, adminPeselEncrypted, adminIdDocumentEncrypted, ...rest } = row;
    const out: Record<string, unknown> = { ...rest };
    if (typeof adminPeselEncrypted === 'string') out.adminPeselMasked = maskedPesel(adminPeselEncrypted);
    if (typeof adminIdDocumentEncrypted === 'string') {
      out.adminIdDocumentMasked = maskedDocument(adminIdDocumentEncrypted);
    }
    return out;
  }

  /** The person's records and the e-mails to them or about those records (what an erasure would take). */
  async function countsOf(query: PersonQuery) {
    const found = await repository.findPerson(query);
    const messages = await repository.findMessages(
      query,
      found.map(({ kind, rows }) => ({ kind, ids: rows.map((row) => String(row.id)) })),
    );
    const counts: KindCounts = {};
    for (const { kind, rows } of found) counts[kind] = rows.length;
    counts.outbox = messages.length;
    return { found, messages, counts };
  }

  return {
    async retentionPreview(): Promise<RetentionPreview> {
      const counts = await repository.countExpired(retentionCutoffs(deps.config.retention, deps.clock.now()));
      return { counts, total: total(counts), periods: deps.config.retention };
    },

    /** The daily job: idempotent (anonymised records are skipped), safe to run twice. */
    async runRetention(): Promise<KindCounts> {
      const now = deps.clock.now();
      return repository.anonymizeExpired(retentionCutoffs(deps.config.retention, now), now);
    },

    async search(query: PersonQuery): Promise<PersonSearch> {
      const { found, messages, counts } = await countsOf(query);
      const records = [
        ...found.flatMap(({ kind, rows }) => rows.map((row) => summary(kind, row))),
        ...messages.map((message) => ({
          kind: 'outbox' as const,
          id: message.id,
          label: message.recipient,
          detail: message.subject,
          createdAt: message.createdAt.toISOString(),
        })),
      ];
      return { counts, total: total(counts), records };
    },

    async export(query: PersonQuery, actor: string) {
      const { found, messages, counts } = await countsOf(query);
      const now = deps.clock.now();
      await repository.log({ action: 'export', actor, counts, at: now });
      return {
        exportedAt: now.toISOString(),
        query: { email: query.email ?? null, phone: query.phone ?? null },
        counts,
        records: {
          ...Object.fromEntries(found.map(({ kind, rows }) => [kind, rows.map(exported)])),
          outbox: messages,
        },
      };
    },

    async erase(
      query: PersonQuery,
      confirmedCounts: Record<string, number>,
      actor: string,
    ): Promise<EraseResult> {
      const { counts } = await countsOf(query);
      const kinds = new Set([...Object.keys(counts), ...Object.keys(confirmedCounts)]);
      for (const kind of kinds) {
        if ((counts[kind as keyof KindCounts] ?? 0) !== (confirmedCounts[kind] ?? 0))
          throw conflict(ERASE_COUNTS_CHANGED);
      }
      const erased = await repository.erasePerson(query, actor, deps.clock.now());
      return { counts: erased, total: total(erased) };
    },

    async auditLog(limit: number, offset: number): Promise<{ rows: AuditEntry[]; total: number }> {
      const { rows, total: count } = await repository.auditLog(limit, offset);
      return {
        rows: rows.map((row) => ({
          ...row,
          counts: row.counts as Record<string, number>,
          at: row.at.toISOString(),
        })),
        total: count,
      };
    },

    async maskedAdminIdentity(orderId: string): Promise<MaskedAdminIdentity> {
      const { kind, sealed } = await adminIdentityOf(orderId);
      if (kind === null) return { kind, masked: null };
      return { kind, masked: kind === 'pesel' ? maskedPesel(sealed) : maskedDocument(sealed) };
    },

    /**
     * Showing a PESEL or identity document in full is an act the audit log records (who, when, which
     * order, which of the two).
     */
    async revealAdminIdentity(orderId: string, actor: string): Promise<RevealedAdminIdentity> {
      const { kind, sealed } = await adminIdentityOf(orderId);
      await repository.log({
        action: kind === 'identity-document' ? 'reveal-id-document' : 'reveal-pesel',
        actor,
        recordId: orderId,
        counts: { orders: 1 },
        at: deps.clock.now(),
      });
      return { kind, value: opened(sealed) };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
