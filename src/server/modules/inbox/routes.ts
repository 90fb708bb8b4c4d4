import { slotsChangedIn } from '../slots/public-slots';
import { inboxRoutes as lifecycleRoutes } from '../../inbox/routes';
import { INBOX_DEFINITIONS } from './kinds';
import { statusChangeMails } from './status-mails';

/** The operator's inbox: the generic lifecycle routes for each of the five kinds, and the status e-mails. */
export const inboxRoutes = lifecycleRoutes(INBOX_DEFINITIONS, (app) =>
  statusChangeMails(app.mail, slotsChangedIn(app.sharedCache)),
);
