import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHALLENGE_PATH, FORM_REFUSALS_PATH, formRefusalsSchema } from '@shared/contracts/public-form';

/** The proof-of-work challenge for the public forms' ALTCHA widget, and the refusal counts for the operator. */
export const publicFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.deps.publicFormGuard;

  // ALTCHA's own JSON (parameters + signature), fetched by the widget when a visitor starts filling a form.
  app.get(CHALLENGE_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return guard.createChallenge();
  });

  app.get(
    FORM_REFUSALS_PATH,
    { schema: { response: { 200: formRefusalsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return guard.refusals();
    },
  );
};
