import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betaSignupRequestSchema,
  betaSignupResponseSchema,
  popupSettingsSchema,
} from '@shared/contracts/beta';
import { BETA_SIGNUP_PATH, POPUP_SETTINGS_PATH } from '@shared/beta';
import { randomUUID } from 'node:crypto';
import { publicFormHeadersSchema, withoutGuardFields } from '@shared/contracts/public-form';
import { sendJson } from '../../lib/json-reply';
import { publicFormGuardOf } from '../../public-forms/guard';
import { idempotentWritesOf } from '../../public-forms/idempotency';
import { visitorSignals } from '../analytics/public';

export const betaRoutes: FastifyPluginAsyncZod = async (app) => {
  const beta = app.deps.beta;
  const guard = publicFormGuardOf(app);
  const idempotent = idempotentWritesOf(app);

  app.post(
    BETA_SIGNUP_PATH,
    {
      schema: {
        body: betaSignupRequestSchema,
        headers: publicFormHeadersSchema,
        response: { 201: betaSignupResponseSchema },
      },
      ...idempotent.hooks,
    },
    async (request, reply) => {
      if ((await guard.check('beta-signup', request.body)) === 'bot') {
        return reply.code(201).send({ id: randomUUID() });
      }
      const signup = { ...withoutGuardFields(request.body), noticeSeenAt: app.clock.now() };
      const created = await beta.signUp(signup, request.language);
      await app.deps.analytics.attributeLead(
        'beta-signups',
        created.id,
        visitorSignals(request),
        request.language,
      );
      return reply.code(201).send(created);
    },
  );

  // Polled by every open public page every 30 s: answered from memory (already JSON), and never cached by
  // browsers so a switch shows at once.
  app.get(
    POPUP_SETTINGS_PATH,
    { schema: { response: { 200: popupSettingsSchema } } },
    async (_request, reply) =>
      sendJson(reply.header('cache-control', 'no-store'), await beta.popupSettingsJson()),
  );

  app.post(
    '/api/admin/popup-settings',
    { schema: { body: popupSettingsSchema, response: { 200: popupSettingsSchema } } },
    async (request) => beta.setPopupEnabled(request.body.enabled),
  );
};
