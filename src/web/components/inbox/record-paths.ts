import { adminScreenPath } from '@shared/admin-routes';
import type { InboxKind } from '@shared/inbox';
import { OPEN_PARAM } from './use-list-params';

/**
 * Links to one record of the back office: here, below the features, so a record's club timeline can link
 * to the club's other records; app/admin/admin-paths.ts re-exports them for the pages.
 */

/** The screen of each inbox kind (the beta sign-ups are listed on the beta-tests screen). */
export const INBOX_PAGE_PATHS: Record<InboxKind, string> = {
  contacts: adminScreenPath('contacts'),
  'demo-bookings': adminScreenPath('demo-bookings'),
  orders: adminScreenPath('orders'),
  'beta-signups': adminScreenPath('beta-tests'),
  'bug-reports': adminScreenPath('bug-reports'),
};

/** A record's screen with its manage dialog open. */
export const inboxRecordPath = (kind: InboxKind, id: string) =>
  `${INBOX_PAGE_PATHS[kind]}?${OPEN_PARAM}=${encodeURIComponent(id)}`;

/** The tenants screen with one record marked (?tenant=). */
export const TENANT_PARAM = 'tenant';
export const tenantPath = (id: string) =>
  `${adminScreenPath('tenants')}?${TENANT_PARAM}=${encodeURIComponent(id)}`;
