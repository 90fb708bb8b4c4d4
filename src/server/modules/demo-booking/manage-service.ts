import {
  DEMO_DURATION_MINUTES,
  DEMO_MANAGE_ERRORS,
  type DemoRecordResult,
  type DemoRecordUpdate,
  NO_SHOW_ERRORS,
  NO_SHOW_LABEL,
  UPCOMING_DEMOS_DAYS,
  type ManagedDemo,
  type UpcomingDemo,
} from '@shared/contracts/demo-manage';
import { BOOK_DEMO_HASH, demoManagePath, demoStatusOf } from '@shared/demo-manage';
import { isLanguage, type Language } from '@shared/language';
import { zoneWords } from '@shared/date-format';
import { formatSlotDateTime } from '@shared/slot-rules';
import type { AppInfrastructure } from '../../infrastructure';
import { publicPageUrl } from '../../lib/public-url';
import type { Tx } from '../../db/client';
import type { HttpError } from '../../lib/http-errors';
import { conflict, invalidField, notFound, tooManyRequests } from '../../lib/http-errors';
import { createLinkTokens, type LinkTokenExecutor } from '../../lib/link-tokens';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { slotsChangedIn } from '../slots/public';
import { demoInvitation, enqueueDemoInvitationMail } from './mail';
import { applyDemoStatusChange, type IssueManageUrl } from './status-change';
import {
  createDemoManageRepository,
  lockReason,
  VISITOR_ACTOR,
  type BookingRow,
  type MoveRefusal,
} from './manage-repository';

/**
 * Look-ups of manage links per client IP. A token has 256 bits, so guessing is hopeless anyway; the limits
 * keep a script from hammering the database: few wrong tokens, and a generous number of right ones.
 */
export const FAILED_LOOKUPS_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
export const LOOKUPS_PER_IP: RateLimitRule = { limit: 300, windowSeconds: 15 * 60 };

const HOUR = 60 * 60 * 1000;
/** The link keeps working a day after the demo (the visitor sees it took place), then it is dead. */
export const manageLinkExpiry = (start: Date) => new Date(start.getTime() + 24 * HOUR);

const refusal = (kind: MoveRefusal, language: Language): HttpError => {
  const m = DEMO_MANAGE_ERRORS[language];
  switch (kind) {
    case 'missing-booking':
      return notFound(m.invalidLink);
    case 'past':
    case 'cancelled':
    case 'completed':
      return conflict(m[kind]);
    case 'same':
      return conflict(m.sameSlot);
    case 'slot-missing':
      return notFound(m.slotMissing);
    case 'slot-taken':
      return conflict(m.slotTaken);
    case 'slot-past':
      return conflict(m.slotPast);
    case 'too-soon':
      return conflict(m.slotTooSoon);
    case 'buffer':
      return conflict(m.slotUnavailable);
    case 'day-full':
      return conflict(m.dayFull);
  }
};

/**
 * The no-show flag after the operator's save: marked only once the demo has begun (by the app's clock) and
 * never on a demo that is or becomes cancelled; marking again keeps the first time, absent keeps it as it is.
 */
function noShowAfter(before: BookingRow, update: DemoRecordUpdate, now: Date): Date | null {
  if (update.noShow === undefined) return before.noShowAt;
  if (!update.noShow) return null;
  if (update.status === 'cancelled') throw invalidField('noShow', NO_SHOW_ERRORS.cancelled);
  if (before.selectedSlot > now) throw invalidField('noShow', NO_SHOW_ERRORS.notStarted);
  return before.noShowAt ?? now;
}

export type DemoManageDeps = Pick<AppInfrastructure, 'db' | 'config' | 'clock' | 'mail' | 'sharedCache'>;

export function createDemoManageService({ db, config, clock, mail, sharedCache }: DemoManageDeps) {
  const timeZone = config.businessTimeZone;
  const slotsChanged = slotsChangedIn(sharedCache);
  const repository = createDemoManageRepository(db, slotsChanged, timeZone);
  const manageUrl = (token: string, language: string) =>
    publicPageUrl(config, language, demoManagePath(token));
  const languageOf = (booking: BookingRow): Language =>
    isLanguage(booking.language) ? booking.language : 'pl';
  const visitorOf = (booking: BookingRow) => ({
    bookingId: booking.id,
    name: booking.name,
    email: booking.email,
    clubName: booking.clubName,
    start: booking.selectedSlot,
    language: languageOf(booking),
    meetingUrl: booking.meetingUrl,
    visitorTimeZone: booking.visitorTimeZone,
    status: demoStatusOf(booking.status),
  });
  const operatorFields = (booking: BookingRow) => [
    {
      label: 'Termin',
      value: `${formatSlotDateTime(booking.selectedSlot, timeZone)} (${zoneWords(timeZone)})`,
    },
    { label: 'Imię i nazwisko', value: booking.name },
    { label: 'Email', value: booking.email },
    { label: 'Telefon', value: booking.phone },
    { label: 'Klub', value: booking.clubName },
  ];
  const links = createLinkTokens(db);
  const limiter = createRateLimiter(db);

  const toManaged = (booking: BookingRow): ManagedDemo => ({
    name: booking.name,
    clubName: booking.clubName,
    selectedSlot: booking.selectedSlot.toISOString(),
    status: booking.status,
    durationMinutes: DEMO_DURATION_MINUTES,
    slotDeleted: booking.slotDeletedAt !== null,
    lockedBecause: lockReason(booking, clock.now()),
    language: languageOf(booking),
    meetingUrl: booking.meetingUrl,
  });

  const issueManageUrl: IssueManageUrl = async (tx, booking) =>
    manageUrl(
      await links.issue('demo-manage', booking.id, manageLinkExpiry(booking.selectedSlot), tx),
      booking.language,
    );
  const statusEffects = { mail, slotsChanged, issueManageUrl };

  /** The meeting link, set or changed, to the visitor of a coming demo with a fresh manage link. */
  async function sendMeetingLink(tx: Tx, booking: BookingRow, changed: boolean) {
    const token = await links.issue('demo-manage', booking.id, manageLinkExpiry(booking.selectedSlot), tx);
    await enqueueDemoInvitationMail(mail, tx, {
      ...visitorOf(booking),
      template: 'demo-meeting-link',
      changed,
      manageUrl: manageUrl(token, booking.language),
    });
  }

  /**
   * The booking a token opens; 404 for an unknown or expired token, 429 after too many look-ups. A look-up
   * counts as a failure before the token is checked (concurrent wrong tokens each get a count of their own)
   * and gives that back when it is refused or the token turns out right.
   */
  async function resolve(token: string, ip: string, language: Language): Promise<BookingRow> {
    const [failed, all] = await Promise.all([
      limiter.hit(`demo-manage:failed:${ip}`, FAILED_LOOKUPS_PER_IP),
      limiter.hit(`demo-manage:all:${ip}`, LOOKUPS_PER_IP),
    ]);
    const refusedBy =
      failed.count > FAILED_LOOKUPS_PER_IP.limit ? failed : all.count > LOOKUPS_PER_IP.limit ? all : null;
    if (refusedBy) {
      await limiter.giveBack(failed);
      throw tooManyRequests(refusedBy.retryAfterSeconds);
    }
    const link = await links.resolve('demo-manage', token, clock.now());
    const booking = link ? await repository.find(link.subjectId) : null;
    if (!booking) throw notFound(DEMO_MANAGE_ERRORS[language].invalidLink);
    await limiter.giveBack(failed);
    return booking;
  }

  return {
    manageUrl,
    issueManageUrl,
    find: (id: string, executor?: Pick<Tx, 'select'>) => repository.find(id, executor),
    bookAgainUrl: (language: string) => publicPageUrl(config, language, `/#${BOOK_DEMO_HASH}`),
    visitorOf,
    operatorFields,

    /**
     * The operator deleted the booking's slot (slots call this in the deletion's transaction). Told, the
     * visitor gets a cancellation with a link to book again.
     */
    async slotDeleted(tx: Tx, bookingId: string, deletion: { notify: boolean; changedBy: string }) {
      const booking = await repository.markSlotDeleted(tx, bookingId, { ...deletion, at: clock.now() });
      if (!booking || !deletion.notify) return;
      await enqueueDemoInvitationMail(mail, tx, {
        ...visitorOf(booking),
        template: 'demo-cancelled',
        status: 'cancelled',
        cause: 'slot-deleted',
        reason: null,
        bookAgainUrl: publicPageUrl(config, booking.language, `/#${BOOK_DEMO_HASH}`),
      });
    },

    /** Issues the manage link of a booking in the booking's own transaction (its e-mail carries it). */
    issueLink(executor: LinkTokenExecutor, bookingId: string, start: Date) {
      return links.issue('demo-manage', bookingId, manageLinkExpiry(start), executor);
    },

    async view(token: string, ip: string, language: Language): Promise<ManagedDemo> {
      return toManaged(await resolve(token, ip, language));
    },

    /**
     * The booking's calendar event as a file, as the last e-mail sent it (same UID and SEQUENCE), so adding
     * it from the site and from the e-mail gives one event.
     */
    async invitationFile(token: string, ip: string, language: Language) {
      const booking = await resolve(token, ip, language);
      const related = { kind: 'demo-bookings' as const, id: booking.id };
      const sent = await db.transaction((tx) => mail.nextInvitationSequence(tx, related));
      const file = demoInvitation(mail, visitorOf(booking), Math.max(0, sent - 1));
      return { filename: file.filename, content: Buffer.from(file.content, 'base64') };
    },

    async reschedule(token: string, selectedSlot: string, ip: string, language: Language) {
      const current = await resolve(token, ip, language);
      const to = new Date(selectedSlot);
      const now = clock.now();
      const outcome = await repository.move(
        current.id,
        to,
        formatSlotDateTime(to, timeZone),
        now,
        async (tx, before, booking) => {
          await links.extend('demo-manage', booking.id, manageLinkExpiry(to), tx);
          await repository.audit(tx, {
            recordId: booking.id,
            fromStatus: before.status,
            toStatus: booking.status,
            detail: `Termin zmieniony: ${formatSlotDateTime(before.selectedSlot, timeZone)} → ${formatSlotDateTime(to, timeZone)}`,
            changedBy: VISITOR_ACTOR,
            at: now,
          });
          // A fresh link for the new e-mail (the one in the URL keeps working too).
          const link = await links.issue('demo-manage', booking.id, manageLinkExpiry(to), tx);
          await enqueueDemoInvitationMail(mail, tx, {
            ...visitorOf(booking),
            template: 'demo-rescheduled',
            previousStart: before.selectedSlot,
            manageUrl: manageUrl(link, booking.language),
          });
          await mail.notifyOperators(tx, {
            kind: 'demo-bookings',
            recordId: booking.id,
            title: 'Odwiedzający zmienił termin prezentacji',
            headline: `${formatSlotDateTime(to, timeZone)}, ${booking.clubName ?? booking.name}`,
            fields: [
              ...operatorFields(booking),
              { label: 'Poprzedni termin', value: formatSlotDateTime(before.selectedSlot, timeZone) },
            ],
          });
        },
      );
      if (outcome.kind !== 'moved') throw refusal(outcome.kind, language);
      return toManaged(outcome.booking);
    },

    async cancel(token: string, reason: string | undefined, ip: string, language: Language) {
      const current = await resolve(token, ip, language);
      const now = clock.now();
      const why = reason?.trim() ? reason.trim() : null;
      const outcome = await repository.cancel(current.id, now, async (tx, booking) => {
        await repository.audit(tx, {
          recordId: booking.id,
          fromStatus: current.status,
          toStatus: 'cancelled',
          detail: why
            ? `Odwołane przez odwiedzającego. Powód: ${why}`
            : 'Odwołane przez odwiedzającego (bez podania powodu).',
          changedBy: VISITOR_ACTOR,
          at: now,
        });
        await enqueueDemoInvitationMail(mail, tx, {
          ...visitorOf(booking),
          template: 'demo-cancelled',
          status: 'cancelled',
          cause: 'visitor',
          reason: why,
          bookAgainUrl: publicPageUrl(config, booking.language, `/#${BOOK_DEMO_HASH}`),
        });
        await mail.notifyOperators(tx, {
          kind: 'demo-bookings',
          recordId: booking.id,
          title: 'Odwiedzający odwołał prezentację',
          headline: `${formatSlotDateTime(booking.selectedSlot, timeZone)}, ${booking.clubName ?? booking.name}`,
          fields: [...operatorFields(booking), { label: 'Powód', value: why ?? '(nie podano)' }],
        });
      });
      if (outcome.kind !== 'done') throw refusal(outcome.kind, language);
      return toManaged(outcome.booking);
    },

    /**
     * The operator sets, changes or clears the meeting link. A set or changed link goes to the
     * visitor at once with the updated invitation — for a pending or confirmed demo still to come; the
     * history notes every change.
     */
    async setMeetingUrl(id: string, meetingUrl: string | null, changedBy: string) {
      const now = clock.now();
      const outcome = await repository.setMeetingUrl(id, meetingUrl, async (tx, previous, booking) => {
        if (previous === meetingUrl) return false;
        await repository.audit(tx, {
          recordId: booking.id,
          fromStatus: booking.status,
          toStatus: booking.status,
          detail: meetingUrl ? `Link do spotkania: ${meetingUrl}` : 'Link do spotkania usunięty.',
          changedBy,
          at: now,
        });
        if (!meetingUrl || lockReason(booking, now)) return false;
        await sendMeetingLink(tx, booking, previous !== null);
        return true;
      });
      if (!outcome) throw notFound('Nie znaleziono rekordu');
      return { meetingUrl: outcome.booking.meetingUrl, mailed: outcome.effect };
    },

    /**
     * The demo's one dialog: status, notes, meeting link and the no-show flag saved in one transaction with
     * one line of history, and at most one e-mail to the visitor: a confirmation or cancellation carries the
     * link as it is now; otherwise a set or changed link of a coming demo is sent with the updated invitation.
     */
    async updateRecord(id: string, update: DemoRecordUpdate, changedBy: string): Promise<DemoRecordResult> {
      const now = clock.now();
      const outcome = await repository.updateRecord(
        id,
        (before) => ({
          status: update.status,
          adminNotes: update.adminNotes ?? null,
          meetingUrl: update.meetingUrl,
          noShowAt: noShowAfter(before, update, now),
          followUpOff: update.followUp === undefined ? undefined : !update.followUp,
        }),
        async (tx, before, booking): Promise<DemoRecordResult['mailed']> => {
          const linkChanged = before.meetingUrl !== booking.meetingUrl;
          const details = [
            linkChanged &&
              (booking.meetingUrl
                ? `Link do spotkania: ${booking.meetingUrl}`
                : 'Link do spotkania usunięty.'),
            !before.noShowAt && booking.noShowAt && `Oznaczono: ${NO_SHOW_LABEL}`,
            before.noShowAt && !booking.noShowAt && `Cofnięto: ${NO_SHOW_LABEL}`,
            before.followUpOff !== booking.followUpOff &&
              (booking.followUpOff
                ? 'Podziękowanie po prezentacji wyłączone.'
                : 'Podziękowanie po prezentacji włączone.'),
          ].filter((detail): detail is string => typeof detail === 'string');
          await repository.audit(tx, {
            recordId: booking.id,
            fromStatus: before.status,
            toStatus: booking.status,
            adminNotes: update.adminNotes ?? null,
            detail: details.length > 0 ? details.join(' · ') : null,
            changedBy,
            at: now,
          });
          const change = { from: before.status, to: booking.status };
          if (change.from !== change.to && (await applyDemoStatusChange(tx, booking, change, statusEffects)))
            return 'status';
          if (!linkChanged || !booking.meetingUrl || lockReason(booking, now)) return null;
          await sendMeetingLink(tx, booking, before.meetingUrl !== null);
          return 'meeting-link';
        },
      );
      if (!outcome) throw notFound('Nie znaleziono rekordu');
      const { booking, effect } = outcome;
      return {
        status: booking.status,
        adminNotes: update.adminNotes ?? null,
        meetingUrl: booking.meetingUrl,
        followUp: !booking.followUpOff,
        noShow: booking.noShowAt !== null,
        mailed: effect,
      };
    },

    /** 'Najbliższe prezentacje': booked demos from an hour ago (one may be running) to 7 days ahead. */
    async upcoming(): Promise<UpcomingDemo[]> {
      const now = clock.now();
      const rows = await repository.between(
        new Date(now.getTime() - DEMO_DURATION_MINUTES * 60_000),
        new Date(now.getTime() + UPCOMING_DEMOS_DAYS * 24 * HOUR),
      );
      return rows.map((row) => ({
        id: row.id,
        selectedSlot: row.selectedSlot.toISOString(),
        name: row.name,
        email: row.email,
        clubName: row.clubName,
        status: row.status,
        slotDeleted: row.slotDeletedAt !== null,
      }));
    },
  };
}
export type DemoManageService = ReturnType<typeof createDemoManageService>;
