import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betaSignupRequestSchema,
  betaSignupResponseSchema,
  popupSettingsSchema,
} from '@shared/contracts/beta';
import { BETA_SIGNUP_PATH, POPUP_SETTINGS_PATH } from '@shared/beta';
import { createBetaService } from './service';

export const betaRoutes: FastifyPluginAsyncZod = async (app) => {
  const beta = createBetaService(app.db, app.mail);

  app.post(
    BETA_SIGNUP_PATH,
    { schema: { body: betaSignupRequestSchema, response: { 201: betaSignupResponseSchema } } },
    async (request, reply) => reply.code(201).send(await beta.signUp(request.body, request.language)),
  );

  // Polled by every open public page every 30 s: cheap, and never cached so a switch shows at once.
  app.get(
    POPUP_SETTINGS_PATH,
    { schema: { response: { 200: popupSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return beta.popupSettings();
    },
  );

  app.post(
    '/api/admin/popup-settings',
    { schema: { body: popupSettingsSchema, response: { 200: popupSettingsSchema } } },
    async (request) => beta.setPopupEnabled(request.body.enabled),
  );
};
