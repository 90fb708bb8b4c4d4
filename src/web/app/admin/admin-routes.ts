import { lazy } from 'react';
import { ADMIN_HOME_PATH, adminPath } from './admin-paths';

/** The guarded back-office screens (product §2); each is its own chunk. */
export const ADMIN_ROUTES = [
  { path: ADMIN_HOME_PATH, page: lazy(() => import('@web/pages/admin/dashboard-page')) },
  { path: adminPath('testimonials'), page: lazy(() => import('@web/pages/admin/testimonials-page')) },
  { path: adminPath('slots'), page: lazy(() => import('@web/pages/admin/slots-page')) },
  { path: adminPath('tenants'), page: lazy(() => import('@web/pages/admin/tenants-page')) },
  { path: adminPath('systems'), page: lazy(() => import('@web/pages/admin/scm-instances-page')) },
  { path: adminPath('contacts'), page: lazy(() => import('@web/pages/admin/contacts-page')) },
  { path: adminPath('demo-bookings'), page: lazy(() => import('@web/pages/admin/demo-bookings-page')) },
  { path: adminPath('orders'), page: lazy(() => import('@web/pages/admin/orders-page')) },
  { path: adminPath('bug-reports'), page: lazy(() => import('@web/pages/admin/bug-reports-page')) },
  { path: adminPath('beta-tests'), page: lazy(() => import('@web/pages/admin/beta-signups-page')) },
  { path: adminPath('lifecycle'), page: lazy(() => import('@web/pages/admin/lifecycle-page')) },
  { path: adminPath('privacy'), page: lazy(() => import('@web/pages/admin/data-protection-page')) },
  { path: adminPath('outbox'), page: lazy(() => import('@web/pages/admin/outbox-page')) },
  { path: adminPath('tresci-strony'), page: lazy(() => import('@web/pages/admin/site-content-page')) },
  { path: adminPath('administratorzy'), page: lazy(() => import('@web/pages/admin/administrators-page')) },
];
