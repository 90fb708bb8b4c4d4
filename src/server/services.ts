import type { InboxKind } from '@shared/inbox';
import type { AppDeps, AppServices } from './app-deps';
import type { AppInfrastructure } from './infrastructure';
import { createInboxService, type InboxService } from './inbox/service';
import { createAnalyticsService } from './modules/analytics/service';
import { createAdministratorsService } from './modules/administrators/service';
import { createAuthService, createMfaService, loginCeilingNotifier } from './modules/auth/public';
import { createBetaService } from './modules/beta/service';
import { createBugReportIntakeService } from './modules/bug-report-intake/service';
import { createContactService } from './modules/contact/service';
import { createDashboardService } from './modules/dashboard/service';
import { createClubTimelineService } from './modules/club-timeline/service';
import { createDemoManageService } from './modules/demo-booking/public';
import { createReminderSweep } from './modules/demo-booking/reminders';
import { createFollowUpSweep } from './modules/demo-booking/follow-up';
import { createDemoBookingService } from './modules/demo-booking/service';
import { createDemoCalendarService } from './modules/demo-calendar/service';
import { INBOX_DEFINITIONS } from './modules/inbox/kinds';
import { statusChangeMails } from './modules/inbox/status-mails';
import { createInvoiceService, createKsefSender, createKsefSending } from './modules/invoices/public';
import { createOAuthService } from './modules/oauth/public';
import { createOrderAdminService } from './modules/orders/admin-service';
import { createRenderPool, defaultRenderPoolOptions } from './modules/orders/proforma/render-pool';
import { createOrderProvisioning } from './modules/orders/provisioning';
import { createOrderService } from './modules/orders/service';
import { createStatementService } from './modules/statements/service';
import { createOutboxAdminService } from './modules/outbox/service';
import { createPrivacyService } from './modules/privacy/service';
import { createScmInstancesService } from './modules/scm-instances/public';
import { createReplyTemplatesService } from './modules/reply-templates/service';
import { createSiteContentService } from './modules/site-content/service';
import { createSlotsService } from './modules/slots/service';
import { createTenantsService } from './modules/tenants/public';
import { createTestimonialService } from './modules/testimonials/service';
import { createPublicFormGuard } from './public-forms/guard';
import { createIdempotentWrites } from './public-forms/idempotency';

/**
 * The composition root: every service is built here, once per app, from the infrastructure and the services
 * built before it; app.ts decorates the result as `app.deps`, and routes, jobs, plugins and the
 * server-rendered pages reach them there. A dependency between modules is wired here (a deleted slot's
 * booking is cancelled by the demo bookings), so a module never builds another's service. `close` stops what
 * runs beside the services (the pro forma render threads).
 */
export function createServices(infra: AppInfrastructure): { deps: AppDeps; close(): Promise<void> } {
  // One pool per process: the threads start with the first download and stop when the app closes.
  const pdfThreads = createRenderPool(defaultRenderPoolOptions());
  const demoManage = createDemoManageService(infra);
  const tenants = createTenantsService(infra);
  const scmInstances = createScmInstancesService(infra);
  const statusHooks = statusChangeMails({ ...infra, demoManage });
  const inbox = Object.fromEntries(
    INBOX_DEFINITIONS.map((definition) => [
      definition.kind,
      createInboxService(infra.db, definition, statusHooks[definition.kind] ?? null, {
        now: () => infra.clock.now(),
        timeZone: infra.config.businessTimeZone,
      }),
    ]),
  ) as Record<InboxKind, InboxService>;
  const ksefSending = createKsefSending(infra);
  const invoices = createInvoiceService({ ...infra, ksefSending });
  const ksefSender = createKsefSender({ ...infra, ksefSending, invoices });
  const auth = createAuthService({
    ...infra,
    onLoginCeilingReached: loginCeilingNotifier(infra),
    passwordHashCost: infra.config.passwordHashCost,
  });
  const built = {
    ...infra,
    demoManage,
    tenants,
    scmInstances,
    inbox,
    pdfThreads,
    invoices,
    ksefSending,
    ksefSender,
  };
  const orderAdmin = createOrderAdminService(built);

  const services: AppServices = {
    administrators: createAdministratorsService(infra),
    analytics: createAnalyticsService(infra),
    auth,
    beta: createBetaService(infra),
    bugReportIntake: createBugReportIntakeService(infra),
    contact: createContactService(infra),
    clubTimeline: createClubTimelineService(infra),
    dashboard: createDashboardService(built),
    demoBooking: createDemoBookingService(built),
    demoCalendar: createDemoCalendarService(infra),
    demoManage,
    demoReminders: createReminderSweep(built),
    demoFollowUps: createFollowUpSweep(built),
    idempotentWrites: createIdempotentWrites(infra),
    inbox,
    invoices,
    ksefSending,
    ksefSender,
    mfa: createMfaService({ ...infra, auth }),
    oauth: createOAuthService(infra),
    orderAdmin,
    orderProvisioning: createOrderProvisioning(built),
    orders: createOrderService(infra),
    outboxAdmin: createOutboxAdminService(infra),
    pdfThreads,
    privacy: createPrivacyService(infra),
    publicFormGuard: createPublicFormGuard(infra),
    replyTemplates: createReplyTemplatesService(infra),
    scmInstances,
    siteContent: createSiteContentService(infra),
    statements: createStatementService({ ...infra, orderAdmin }),
    slots: createSlotsService({
      ...infra,
      bookedSlotDeleted: demoManage.slotDeleted,
    }),
    tenants,
    testimonials: createTestimonialService(infra),
  };
  return { deps: { ...infra, ...services }, close: () => pdfThreads.close() };
}
