import { inboxRoutes as lifecycleRoutes } from '../../inbox/routes';
import { INBOX_DEFINITIONS } from './kinds';

/**
 * The operator's inbox: the generic lifecycle routes for each of the five kinds. Each kind's service, with
 * what a status change causes (status-mails.ts), is built once in services.ts.
 */
export const inboxRoutes = lifecycleRoutes(INBOX_DEFINITIONS);
