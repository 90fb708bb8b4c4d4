import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betaSignupRequestSchema,
  betaSignupResponseSchema,
  POPUP_SHOWN_ADMIN_PATH,
  popupSettingsSchema,
  popupStateSchema,
} from '@shared/contracts/beta';
import { BETA_SIGNUP_PATH, POPUP_SETTINGS_PATH } from '@shared/beta';
import { randomUUID } from 'node:crypto';
import { publicFormHeadersSchema, withoutGuardFields } from '@shared/contracts/public-form';
import { sendJson } from '../../lib/json-reply';
import { visitorSignals } from '../analytics/public';

/** The three answers of GET /api/popup-settings, serialized once. */
const POPUP_ANSWERS = {
  off: JSON.stringify(popupStateSchema.parse({ enabled: false, shown: false })),
  due: JSON.stringify(popupStateSchema.parse({ enabled: true, shown: false })),
  shown: JSON.stringify(popupStateSchema.parse({ enabled: true, shown: true })),
};

export const betaRoutes: FastifyPluginAsyncZod = async (app) => {
  const beta = app.deps.beta;
  const { publicFormGuard: guard, idempotentWrites } = app.deps;

  app.post(
    BETA_SIGNUP_PATH,
    {
      schema: {
        body: betaSignupRequestSchema,
        headers: publicFormHeadersSchema,
        response: { 201: betaSignupResponseSchema },
      },
      ...idempotentWrites.hooks(),
    },
    async (request, reply) => {
      if ((await guard.check('beta-signup', request.body)) === 'bot') {
        return reply.code(201).send({ id: randomUUID() });
      }
      const signup = withoutGuardFields(request.body);
      const created = await app.deps.analytics.attributeLead(
        'beta-signups',
        visitorSignals(request),
        request.language,
        (attribution) => beta.signUp({ ...signup, ...attribution }, request.language),
      );
      return reply.code(201).send(created);
    },
  );

  // Polled by every open public page every 30 s: the switch from memory, and, only while it is on, the
  // browser's marker (one indexed read). The answer is this browser's own and never kept by a cache or
  // browser, so a switch or the operator's 'test' shows at once.
  app.get(
    POPUP_SETTINGS_PATH,
    { schema: { response: { 200: popupStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!(await beta.popupEnabled())) return sendJson(reply, POPUP_ANSWERS.off);
      const shown = await app.deps.analytics.popupShown(visitorSignals(request));
      return sendJson(reply, shown ? POPUP_ANSWERS.shown : POPUP_ANSWERS.due);
    },
  );

  app.delete(POPUP_SHOWN_ADMIN_PATH, async (request, reply) => {
    await app.deps.analytics.clearPopupShown(visitorSignals(request));
    return reply.code(204).send();
  });

  app.post(
    '/api/admin/popup-settings',
    { schema: { body: popupSettingsSchema, response: { 200: popupSettingsSchema } } },
    async (request) => beta.setPopupEnabled(request.body.enabled),
  );
};
