import { DEMO_MANAGE_ERRORS } from '@shared/contracts/demo-manage';
import type { Language } from '@shared/language';
import { formatSlotDateTime } from '@shared/slot-rules';
import type { AppInfrastructure } from '../../infrastructure';
import type { HttpError } from '../../lib/http-errors';
import { conflict, notFound } from '../../lib/http-errors';
import type { LinkTokens } from '../../lib/link-tokens';
import { enqueueDemoInvitationMail } from './mail';
import { VISITOR_ACTOR, type DemoManageRepository, type MoveRefusal } from './manage-repository';
import type { DemoManageLookup } from './manage-lookup';
import { manageLinkExpiry, type DemoManageViews } from './manage-views';

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

/** What the visitor changes through the manage link: the demo moved to another slot, or cancelled. */
export function createDemoVisitorChanges({
  config,
  clock,
  mail,
  links,
  repository,
  resolve,
  views: { manageUrl, bookAgainUrl, visitorOf, operatorFields, toManaged },
}: Pick<AppInfrastructure, 'config' | 'clock' | 'mail'> & {
  links: LinkTokens;
  repository: DemoManageRepository;
  resolve: DemoManageLookup['resolve'];
  views: DemoManageViews;
}) {
  const timeZone = config.businessTimeZone;

  return {
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
          bookAgainUrl: bookAgainUrl(booking.language),
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
  };
}
