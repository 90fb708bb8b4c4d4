import type { InboxKind } from '@shared/inbox';
import type { InboxService } from './inbox/service';
import type { AppInfrastructure } from './infrastructure';
import type { PublicFormGuard } from './public-forms/guard';
import type { IdempotentWrites } from './public-forms/idempotency';
import type { AnalyticsService } from './modules/analytics/service';
import type { AdministratorsService } from './modules/administrators/service';
import type { AuthService, MfaService } from './modules/auth/public';
import type { BetaService } from './modules/beta/service';
import type { BugReportIntakeService } from './modules/bug-report-intake/service';
import type { ContactService } from './modules/contact/service';
import type { DashboardService } from './modules/dashboard/service';
import type { ClubTimelineService } from './modules/club-timeline/service';
import type { DemoBookingService } from './modules/demo-booking/service';
import type { DemoManageService } from './modules/demo-booking/public';
import type { ReminderSweep } from './modules/demo-booking/reminders';
import type { FollowUpSweep } from './modules/demo-booking/follow-up';
import type { DemoCalendarService } from './modules/demo-calendar/service';
import type { InvoiceService, KsefSender, KsefSending } from './modules/invoices/public';
import type { OAuthService } from './modules/oauth/public';
import type { OrderAdminService } from './modules/orders/admin-service';
import type { OrderProvisioning } from './modules/orders/provisioning';
import type { RenderPool } from './modules/orders/proforma/render-pool';
import type { OrderService } from './modules/orders/service';
import type { StatementService } from './modules/statements/service';
import type { OutboxAdminService } from './modules/outbox/service';
import type { PrivacyService } from './modules/privacy/service';
import type { ScmInstancesService } from './modules/scm-instances/public';
import type { ReplyTemplatesService } from './modules/reply-templates/service';
import type { SiteContentService } from './modules/site-content/service';
import type { SlotsService } from './modules/slots/service';
import type { TenantsService } from './modules/tenants/public';
import type { TestimonialService } from './modules/testimonials/service';

/** Every service and repository-backed part, built once per app by createServices (services.ts). */
export type AppServices = {
  administrators: AdministratorsService;
  /** Cookie-less visit counting and each lead's source (docs/decisions/0009). */
  analytics: AnalyticsService;
  auth: AuthService;
  beta: BetaService;
  bugReportIntake: BugReportIntakeService;
  contact: ContactService;
  clubTimeline: ClubTimelineService;
  dashboard: DashboardService;
  demoBooking: DemoBookingService;
  demoCalendar: DemoCalendarService;
  demoManage: DemoManageService;
  demoReminders: ReminderSweep;
  demoFollowUps: FollowUpSweep;
  /** The Idempotency-Key of the public form writes: each route spreads `hooks()` into its options. */
  idempotentWrites: IdempotentWrites;
  /** The inbox engine of each kind, with what a status change causes. */
  inbox: Record<InboxKind, InboxService>;
  mfa: MfaService;
  oauth: OAuthService;
  invoices: InvoiceService;
  /** How invoices reach KSeF (the client, null without credentials; the Offline certificate for KOD II). */
  ksefSending: KsefSending;
  /** The KSeF send job's work: sending, statuses, UPO, offline deadlines. */
  ksefSender: KsefSender;
  orderAdmin: OrderAdminService;
  orderProvisioning: OrderProvisioning;
  orders: OrderService;
  outboxAdmin: OutboxAdminService;
  /** The pro forma PDF threads: one pool per process, started by the first download, stopped on close. */
  pdfThreads: RenderPool;
  privacy: PrivacyService;
  /** Spam protection of every public form: proof-of-work, honeypot, fill time; the refusal counts. */
  publicFormGuard: PublicFormGuard;
  replyTemplates: ReplyTemplatesService;
  scmInstances: ScmInstancesService;
  siteContent: SiteContentService;
  statements: StatementService;
  slots: SlotsService;
  tenants: TenantsService;
  testimonials: TestimonialService;
};

/**
 * Everything the composition root built, decorated on the app as `app.deps` for routes, jobs and plugins.
 * Only the root reads this type: a module declares its own deps type from AppInfrastructure and other
 * modules' public.ts (docs/contributing.md), so no module depends on the whole set.
 */
export type AppDeps = AppInfrastructure & AppServices;
