import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import { createLinkTokens, type LinkTokenExecutor } from '../../lib/link-tokens';
import { createRateLimiter } from '../../lib/rate-limiter';
import { slotsChangedIn } from '../slots/public';
import type { IssueManageUrl } from './status-change';
import { createDemoManageRepository } from './manage-repository';
import { createDemoManageLookup } from './manage-lookup';
import { createDemoManageOperator } from './manage-operator';
import { createDemoManageViews, manageLinkExpiry } from './manage-views';
import { createDemoVisitorChanges } from './manage-visitor-changes';

export { FAILED_LOOKUPS_PER_IP, LOOKUPS_PER_IP } from './manage-lookup';
export { manageLinkExpiry } from './manage-views';

export type DemoManageDeps = Pick<AppInfrastructure, 'db' | 'config' | 'clock' | 'mail' | 'sharedCache'>;

export function createDemoManageService({ db, config, clock, mail, sharedCache }: DemoManageDeps) {
  const slotsChanged = slotsChangedIn(sharedCache);
  const repository = createDemoManageRepository(db, slotsChanged, config.businessTimeZone);
  const links = createLinkTokens(db);
  const limiter = createRateLimiter(db);
  const views = createDemoManageViews({ config, clock });

  const issueManageUrl: IssueManageUrl = async (tx, booking) =>
    views.manageUrl(
      await links.issue('demo-manage', booking.id, manageLinkExpiry(booking.selectedSlot), tx),
      booking.language,
    );
  const lookup = createDemoManageLookup({ db, clock, mail, links, limiter, repository, views });
  const visitorChanges = createDemoVisitorChanges({
    config,
    clock,
    mail,
    links,
    repository,
    resolve: lookup.resolve,
    views,
  });
  const operator = createDemoManageOperator({
    clock,
    mail,
    slotsChanged,
    links,
    repository,
    issueManageUrl,
    views,
  });

  return {
    manageUrl: views.manageUrl,
    issueManageUrl,
    find: (id: string, executor?: Pick<Tx, 'select'>) => repository.find(id, executor),
    bookAgainUrl: views.bookAgainUrl,
    visitorOf: views.visitorOf,
    operatorFields: views.operatorFields,
    slotDeleted: operator.slotDeleted,

    /** Issues the manage link of a booking in the booking's own transaction (its e-mail carries it). */
    issueLink(executor: LinkTokenExecutor, bookingId: string, start: Date) {
      return links.issue('demo-manage', bookingId, manageLinkExpiry(start), executor);
    },

    view: lookup.view,
    invitationFile: lookup.invitationFile,
    reschedule: visitorChanges.reschedule,
    cancel: visitorChanges.cancel,
    setMeetingUrl: operator.setMeetingUrl,
    updateRecord: operator.updateRecord,
    upcoming: operator.upcoming,
  };
}
export type DemoManageService = ReturnType<typeof createDemoManageService>;
