import type { AppInfrastructure } from '../../infrastructure';
import { LOGIN_CEILING_PER_EMAIL } from './service';

/**
 * What happens when failed sign-ins for one admin e-mail reach the per-e-mail ceiling (distributed
 * guessing): a warning in the log and an e-mail through the outbox, once per ceiling window, to that admin
 * and to OPERATOR_EMAILS. Queued, so a slow or absent SMTP server never delays the sign-in answer.
 */
export function loginCeilingNotifier(app: Pick<AppInfrastructure, 'db' | 'log' | 'mail' | 'config'>) {
  return async function onLoginCeilingReached(email: string, failures: number) {
    const windowMinutes = LOGIN_CEILING_PER_EMAIL.windowSeconds / 60;
    app.log.warn(
      { email, failures, windowMinutes },
      'failed sign-ins for an admin reached the per-e-mail ceiling: each source now gets one try per 15 minutes',
    );
    const recipients = new Set([email, ...app.config.mail.operatorEmails]);
    await app.db.transaction(async (tx) => {
      for (const to of recipients) {
        await app.mail.enqueue(tx, {
          template: 'login-ceiling-alert',
          to,
          language: 'pl',
          data: { email, failures, windowMinutes },
        });
      }
    });
  };
}
