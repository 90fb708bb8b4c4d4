import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_CEILING_PER_EMAIL } from './service';

/**
 * What happens when failed sign-ins for one admin e-mail reach the per-e-mail ceiling (distributed
 * guessing): the operator is told, once per ceiling window. Until the outbox of src/server/mail exists,
 * the warning goes to the log only; the e-mail to the operator is sent from here through that outbox.
 */
export function loginCeilingNotifier(log: FastifyBaseLogger) {
  return async function onLoginCeilingReached(email: string, failures: number) {
    log.warn(
      { email, failures, windowMinutes: LOGIN_CEILING_PER_EMAIL.windowSeconds / 60 },
      'failed sign-ins for an admin reached the per-e-mail ceiling: each source now gets one try per 15 minutes',
    );
  };
}
