import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, adminScreenPath } from '@shared/admin-routes';
import type { InboxKind } from '@shared/inbox';
import { OPEN_PARAM } from '@web/components/inbox/use-list-params';

/**
 * Paths of the back office (product §2), in one place for links, redirects and the route table. The screens
 * themselves are the shared list the server also knows (an unknown path is a 404 there).
 */
export { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH };
export const adminPath = adminScreenPath;

/** The screen of each inbox kind (the beta sign-ups are listed on the beta-tests screen). */
export const INBOX_PAGE_PATHS: Record<InboxKind, string> = {
  contacts: adminPath('contacts'),
  'demo-bookings': adminPath('demo-bookings'),
  orders: adminPath('orders'),
  'beta-signups': adminPath('beta-tests'),
  'bug-reports': adminPath('bug-reports'),
};

/** A record's screen with its manage dialog open. */
export const inboxRecordPath = (kind: InboxKind, id: string) =>
  `${INBOX_PAGE_PATHS[kind]}?${OPEN_PARAM}=${encodeURIComponent(id)}`;

export const OUTBOX_SCREEN_PATH = adminPath('outbox');
/** The signed-in admin's own second factors, sessions and sign-ins. */
export const SECURITY_SCREEN_PATH = adminPath('bezpieczenstwo');
/** The outbox screen with one message's preview open. */
export const outboxMessagePath = (id: string) =>
  `${OUTBOX_SCREEN_PATH}?${OPEN_PARAM}=${encodeURIComponent(id)}`;
/** The outbox screen showing the messages that failed for good. */
export const FAILED_EMAILS_PATH = `${OUTBOX_SCREEN_PATH}?status=failed`;

/** The tenants and systems screens with one record marked (?tenant= / ?instance=). */
export const TENANT_PARAM = 'tenant';
export const INSTANCE_PARAM = 'instance';
export const tenantPath = (id: string) => `${adminPath('tenants')}?${TENANT_PARAM}=${encodeURIComponent(id)}`;
export const instancePath = (id: string) =>
  `${adminPath('systems')}?${INSTANCE_PARAM}=${encodeURIComponent(id)}`;

/**
 * The history state key naming a tenant just created from an order: the tenants screen shows its credentials
 * once on arrival. Only the id travels; the secret comes from the list, never from the URL or the history.
 */
export const CREATED_TENANT_STATE = 'createdTenantId';
export const createdTenantOf = (state: unknown): string | null => {
  const value = (state as Record<string, unknown> | null)?.[CREATED_TENANT_STATE];
  return typeof value === 'string' ? value : null;
};
