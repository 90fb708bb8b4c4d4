import { z } from 'zod';
import { idParamsSchema, okSchema } from '@shared/contracts/common';
import {
  recoveryCodesSchema,
  secondFactorSchema,
  SECURITY_API,
  securityOverviewSchema,
} from '@shared/contracts/mfa';
import { badRequest } from '../../lib/http-errors';
import { signedInAdmin } from '../../plugins/session';
import { registerFactorRoutes } from './factor-routes';
import {
  ceremony,
  relyingParty,
  requestContext,
  webauthnOptionsSchema,
  type WebauthnOptions,
  type ZodApp,
} from './route-context';

/**
 * The Security screen: the same factor endpoints as enrolment for a signed-in admin, plus sessions, history
 * and step-up; and another admin's reset. The guard (plugins/session.ts) asks for a fresh second factor
 * first, once the admin has one.
 */
export function registerSecurityRoutes(app: ZodApp) {
  const { mfa } = app.deps;

  registerFactorRoutes(app, SECURITY_API, async (request) => ({
    user: signedInAdmin(request),
    sessionToken: request.sessionToken!,
  }));

  app.get(SECURITY_API, { schema: { response: { 200: securityOverviewSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return mfa.overview(signedInAdmin(request), request.sessionToken!, request.adminSession!);
  });

  app.delete(
    `${SECURITY_API}/factors/:id`,
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await mfa.removeFactor(
        signedInAdmin(request),
        request.sessionToken!,
        request.params.id,
        requestContext(request),
      );
      return { ok: true as const };
    },
  );

  app.post(
    `${SECURITY_API}/recovery-codes`,
    { schema: { response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { codes: await mfa.regenerateRecoveryCodes(signedInAdmin(request), requestContext(request)) };
    },
  );

  app.delete(
    `${SECURITY_API}/sessions/:id`,
    { schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: okSchema } } },
    async (request) => {
      await mfa.endSession(signedInAdmin(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    `${SECURITY_API}/step-up/passkey-options`,
    { schema: { response: { 200: webauthnOptionsSchema } } },
    async (request) =>
      mfa.stepUpPasskeyOptions(
        signedInAdmin(request),
        relyingParty(app, request),
        request.ip,
      ) as unknown as Promise<WebauthnOptions>,
  );

  app.post(
    `${SECURITY_API}/step-up`,
    { schema: { body: secondFactorSchema, response: { 200: okSchema } } },
    async (request) => {
      await mfa.stepUp(signedInAdmin(request), request.sessionToken!, request.body, ceremony(app, request));
      return { ok: true as const };
    },
  );

  // Another admin resets an admin's factors (step-up: the guard lists /api/admin/administrators).
  app.post(
    '/api/admin/administrators/:id/reset-mfa',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const by = signedInAdmin(request);
      if (by.id === request.params.id) throw badRequest('Swoje metody zmienisz na ekranie Bezpieczeństwo');
      await mfa.resetFactors(request.params.id, by, requestContext(request));
      return { ok: true as const };
    },
  );
}
