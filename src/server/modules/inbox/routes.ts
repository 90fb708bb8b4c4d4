import { inboxRoutes as lifecycleRoutes } from '../../inbox/routes';
import { INBOX_DEFINITIONS } from './kinds';

/** The operator's inbox: the generic lifecycle routes for each of the five kinds. */
export const inboxRoutes = lifecycleRoutes(INBOX_DEFINITIONS);
