import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, adminScreenPath } from '@shared/admin-routes';
import { OPEN_PARAM } from '@web/components/inbox/use-list-params';

/**
 * Paths of the back office (product §2), in one place for links, redirects and the route table. The screens
 * themselves are the shared list the server also knows (an unknown path is a 404 there).
 */
export { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH };
export const adminPath = adminScreenPath;

export {
  INBOX_PAGE_PATHS,
  inboxRecordPath,
  TENANT_PARAM,
  tenantPath,
} from '@web/components/inbox/record-paths';

export const OUTBOX_SCREEN_PATH = adminPath('outbox');
/** The signed-in admin's own second factors, sessions and sign-ins. */
export const SECURITY_SCREEN_PATH = adminPath('bezpieczenstwo');
/** The outbox screen with one message's preview open. */
export const outboxMessagePath = (id: string) =>
  `${OUTBOX_SCREEN_PATH}?${OPEN_PARAM}=${encodeURIComponent(id)}`;
/** The outbox screen showing the messages that failed for good. */
export const FAILED_EMAILS_PATH = `${OUTBOX_SCREEN_PATH}?status=failed`;

/** The systems screen with one record marked (?instance=); the tenants screen's is in record-paths. */
export const INSTANCE_PARAM = 'instance';
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
