import { formatPln } from '@shared/money';
import { describeSource, type LeadSource } from '@shared/analytics';
import type { ClubEvent, ClubTimeline, ClubTimelineQuery, MatchField } from '@shared/contracts/club-timeline';
import { formatDateTime } from '@shared/date-format';
import { isInboxKind, ORDER_PLAN_LABELS, statusLabel } from '@shared/inbox';
import { isLanguage, type Language } from '@shared/language';
import { ANONYMISED } from '@shared/privacy';
import { phoneE164 } from '@shared/validation/phone';
import type { AppInfrastructure } from '../../infrastructure';
import { notFound } from '../../lib/http-errors';
import { createClubTimelineRepository, type ClubKeys } from './repository';

const onlyDigits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The digit strings a stored phone of the same number may read as: E.164 without '+', with '00', and for a
 * Polish number its nine national digits (the forms read a number without a country code as Polish).
 */
export function phoneForms(phone: string | null): { e164: string | null; digits: string[] } {
  if (!phone || phone === ANONYMISED) return { e164: null, digits: [] };
  const e164 = phoneE164(phone);
  if (!e164) return { e164: null, digits: [] };
  const full = e164.slice(1);
  const forms = [full, `00${full}`];
  if (full.startsWith('48')) forms.push(full.slice(2));
  return { e164, digits: forms };
}

function clubKeys(person: { email: string | null; phone: string | null; nip: string | null }) {
  const email = person.email && person.email !== ANONYMISED ? person.email.trim().toLowerCase() : null;
  const phone = phoneForms(person.phone);
  const nip = onlyDigits(person.nip);
  const keys: ClubKeys = { email, phoneDigits: phone.digits, nipDigits: nip.length === 10 ? nip : null };
  return { keys, identity: { email, phone: phone.e164, nip: keys.nipDigits } };
}

/** What a row shares with the asked record. */
function matchedBy(
  keys: ClubKeys,
  row: { email?: string | null; phone?: string | null; nip?: string | null },
) {
  const fields: MatchField[] = [];
  if (keys.email && row.email?.toLowerCase() === keys.email) fields.push('email');
  if (row.phone && keys.phoneDigits.includes(onlyDigits(row.phone))) fields.push('phone');
  if (keys.nipDigits && onlyDigits(row.nip) === keys.nipDigits) fields.push('nip');
  return fields;
}

const newestFirst = (a: ClubEvent, b: ClubEvent) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);

export type ClubTimelineDeps = Pick<AppInfrastructure, 'db' | 'config'>;

export function createClubTimelineService({ db, config }: ClubTimelineDeps) {
  const repository = createClubTimelineRepository(db);
  const timeZone = config.businessTimeZone;

  return {
    async read({ kind, id }: ClubTimelineQuery): Promise<ClubTimeline> {
      const person = await repository.person(kind, id);
      if (!person) throw notFound('Nie znaleziono rekordu');
      const { keys, identity } = person.anonymised
        ? clubKeys({ email: null, phone: null, nip: null })
        : clubKeys(person);
      const [contacts, demos, orders, betas] = await Promise.all([
        repository.contacts(keys),
        repository.demoBookings(keys),
        repository.orders(keys),
        repository.betaSignups(keys),
      ]);
      const orderIds = orders.map((order) => order.id);
      const recordIds = [...contacts, ...demos, ...orders, ...betas].map((row) => row.id);
      if (!recordIds.includes(id)) recordIds.push(id);
      const tenantIds = [person.tenantId, ...orders.map((order) => order.tenantId)].filter(
        (value): value is string => Boolean(value),
      );
      const [invoices, replies, tenants, lastLanguage] = await Promise.all([
        repository.invoicesOf(orderIds),
        repository.replies(keys, recordIds),
        person.anonymised ? Promise.resolve([]) : repository.tenants(keys, tenantIds),
        person.language ? Promise.resolve(person.language) : repository.conversationLanguage(kind, id),
      ]);

      const base = { detail: null, tenantId: null, source: null, current: false, matchedBy: [] };
      const of = (recordKind: ClubEvent['record'] & object) => ({
        record: recordKind,
        current: recordKind.kind === kind && recordKind.id === id,
      });
      const sourceOf = (source: LeadSource | null) => describeSource(source);
      const events: ClubEvent[] = [
        ...contacts.map((row) => ({
          ...base,
          kind: 'contact' as const,
          at: row.createdAt.toISOString(),
          title: row.subject,
          source: sourceOf(row.source),
          matchedBy: matchedBy(keys, row),
          ...of({ kind: 'contacts', id: row.id }),
        })),
        ...demos.map((row) => ({
          ...base,
          kind: 'demo' as const,
          at: row.createdAt.toISOString(),
          title: `${formatDateTime(row.selectedSlot, timeZone)} · ${statusLabel('demo-bookings', row.status)}`,
          detail: row.clubName,
          source: sourceOf(row.source),
          matchedBy: matchedBy(keys, row),
          ...of({ kind: 'demo-bookings', id: row.id }),
        })),
        ...orders.flatMap((row) => {
          const record = of({ kind: 'orders', id: row.id });
          const shared = { ...base, ...record, matchedBy: matchedBy(keys, row) };
          const list: ClubEvent[] = [
            {
              ...shared,
              kind: 'order',
              at: row.createdAt.toISOString(),
              title: `${row.clubName} · plan ${ORDER_PLAN_LABELS[row.plan] ?? row.plan}`,
              detail: `${formatPln(row.totalNetPln)} netto`,
              source: sourceOf(row.source),
            },
          ];
          if (row.proformaNumber && row.proformaIssuedAt) {
            list.push({
              ...shared,
              kind: 'proforma',
              at: row.proformaIssuedAt.toISOString(),
              title: row.proformaNumber,
            });
          }
          if (row.paymentRecordedAt && row.paidAmountPln !== null) {
            list.push({
              ...shared,
              kind: 'payment',
              at: row.paymentRecordedAt.toISOString(),
              title: formatPln(row.paidAmountPln),
              detail: row.proformaNumber,
            });
          }
          return list;
        }),
        ...invoices.map((row) => {
          const order = orders.find((candidate) => candidate.id === row.orderId)!;
          return {
            ...base,
            kind: row.kind === 'correction' ? ('correction' as const) : ('invoice' as const),
            at: row.createdAt.toISOString(),
            title: row.number,
            detail: formatPln(row.grossPln),
            matchedBy: matchedBy(keys, order),
            ...of({ kind: 'orders', id: row.orderId }),
          };
        }),
        ...betas.map((row) => ({
          ...base,
          kind: 'beta' as const,
          at: row.createdAt.toISOString(),
          title: row.clubName,
          source: sourceOf(row.source),
          matchedBy: matchedBy(keys, row),
          ...of({ kind: 'beta-signups', id: row.id }),
        })),
        ...replies.map((row) => ({
          ...base,
          kind: 'reply' as const,
          at: row.createdAt.toISOString(),
          title: row.subject,
          detail: row.recipient,
          matchedBy: matchedBy(keys, { email: row.recipient }),
          ...(row.relatedKind && row.relatedId && isInboxKind(row.relatedKind)
            ? of({ kind: row.relatedKind, id: row.relatedId })
            : { record: null }),
        })),
        ...tenants.map((row) => ({
          ...base,
          kind: 'tenant' as const,
          at: row.createdAt.toISOString(),
          title: row.clubName,
          detail: row.tenantName,
          tenantId: row.id,
          record: null,
          matchedBy: matchedBy(keys, { email: row.contactEmail, phone: row.contactPhone }),
        })),
      ];
      events.sort(newestFirst);
      const leads = events.filter((event) => event.source !== null);
      const language: Language = lastLanguage && isLanguage(lastLanguage) ? lastLanguage : 'pl';
      return { identity, language, firstSource: leads.at(-1)?.source ?? null, events };
    },
  };
}

export type ClubTimelineService = ReturnType<typeof createClubTimelineService>;
