import { createManualClock } from '../lib/clock';
import { insertMessage, outboxMessageById } from './factories/outbox-messages';
import { appWithAdmin } from './test-app';

/**
 * A privacy API test file's app with a signed-in admin, on a clock stopped at `now` (closed after the file's
 * tests), with the admin's requests and the outbox messages the searches and erasures meet.
 */
export async function privacyTestApp(now: string) {
  const clock = createManualClock(now);
  const { app, admin } = await appWithAdmin({}, { clock });
  return {
    clock,
    app,
    admin,
    get: (url: string) => app.inject({ method: 'GET', url, headers: admin.headers }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, payload, headers: admin.headers }),
    insertMessage: (values: Parameters<typeof insertMessage>[1]) => insertMessage(app.db, values),
    messageById: (id: string) => outboxMessageById(app.db, id),
  };
}
