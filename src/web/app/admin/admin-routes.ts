import type { ComponentType } from 'react';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { ADMIN_HOME_PATH, adminPath, SECURITY_SCREEN_PATH } from './admin-paths';
import { screenFallback } from './screen-fallback';

/** A screen's chunk, loaded when opened; a failed load says so in the content area, with "try again". */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazyWithRetry(load, { fallback: screenFallback });

/** The guarded back-office screens (product §2); each is its own chunk. */
export const ADMIN_ROUTES = [
  { path: ADMIN_HOME_PATH, page: screen(() => import('@web/pages/admin/dashboard-page')) },
  { path: adminPath('testimonials'), page: screen(() => import('@web/pages/admin/testimonials-page')) },
  { path: adminPath('slots'), page: screen(() => import('@web/pages/admin/slots-page')) },
  { path: adminPath('tenants'), page: screen(() => import('@web/pages/admin/tenants-page')) },
  { path: adminPath('systems'), page: screen(() => import('@web/pages/admin/scm-instances-page')) },
  { path: adminPath('contacts'), page: screen(() => import('@web/pages/admin/contacts-page')) },
  { path: adminPath('demo-bookings'), page: screen(() => import('@web/pages/admin/demo-bookings-page')) },
  { path: adminPath('orders'), page: screen(() => import('@web/pages/admin/orders-page')) },
  { path: adminPath('bug-reports'), page: screen(() => import('@web/pages/admin/bug-reports-page')) },
  { path: adminPath('beta-tests'), page: screen(() => import('@web/pages/admin/beta-signups-page')) },
  { path: adminPath('lifecycle'), page: screen(() => import('@web/pages/admin/lifecycle-page')) },
  { path: adminPath('privacy'), page: screen(() => import('@web/pages/admin/data-protection-page')) },
  { path: adminPath('faktury'), page: screen(() => import('@web/pages/admin/invoices-page')) },
  { path: adminPath('ksef'), page: screen(() => import('@web/pages/admin/ksef-page')) },
  { path: adminPath('outbox'), page: screen(() => import('@web/pages/admin/outbox-page')) },
  { path: adminPath('tresci-strony'), page: screen(() => import('@web/pages/admin/site-content-page')) },
  { path: adminPath('administratorzy'), page: screen(() => import('@web/pages/admin/administrators-page')) },
  { path: SECURITY_SCREEN_PATH, page: screen(() => import('@web/pages/admin/security-page')) },
];
