import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import { demoBookingRoutes } from './demo-booking/routes';
import { demoManageRoutes } from './demo-booking/manage-routes';
import { demoCalendarRoutes } from './demo-calendar/routes';
import { slotsRoutes } from './slots/routes';
import { orderAdminRoutes } from './orders/admin-routes';
import { orderRoutes } from './orders/routes';
import { invoiceRoutes } from './invoices/routes';
import { statementRoutes } from './statements/routes';
import { siteRoutes } from './site/routes';
import { testimonialRoutes } from './testimonials/routes';
import { tenantsRoutes } from './tenants/routes';
import { oauthRoutes } from './oauth/routes';
import { bugReportIntakeRoutes } from './bug-report-intake/routes';
import { scmInstancesRoutes } from './scm-instances/routes';
import { inboxRoutes } from './inbox/routes';
import { betaRoutes } from './beta/routes';
import { dashboardRoutes } from './dashboard/routes';
import { publicFormRoutes } from './public-forms/routes';
import { privacyRoutes } from './privacy/routes';
import { outboxRoutes } from './outbox/routes';
import { administratorsRoutes } from './administrators/routes';
import { siteContentRoutes } from './site-content/routes';
import { liveEventsRoutes } from './live-events/routes';
import { replyTemplatesRoutes } from './reply-templates/routes';
import { analyticsRoutes } from './analytics/routes';
import { clubTimelineRoutes } from './club-timeline/routes';

/** Every API module, registered by app.ts. A module is its routes; its rules live in its service. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  siteRoutes,
  testimonialRoutes,
  orderRoutes,
  orderAdminRoutes,
  invoiceRoutes,
  statementRoutes,
  slotsRoutes,
  demoBookingRoutes,
  demoManageRoutes,
  demoCalendarRoutes,
  contactRoutes,
  tenantsRoutes,
  oauthRoutes,
  bugReportIntakeRoutes,
  scmInstancesRoutes,
  inboxRoutes,
  betaRoutes,
  dashboardRoutes,
  publicFormRoutes,
  privacyRoutes,
  outboxRoutes,
  administratorsRoutes,
  siteContentRoutes,
  replyTemplatesRoutes,
  liveEventsRoutes,
  analyticsRoutes,
  clubTimelineRoutes,
];
