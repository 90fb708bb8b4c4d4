import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserSchema, loginRequestSchema } from '@shared/contracts/auth';
import { okSchema } from '@shared/contracts/common';
import { signedInAdmin } from '../../plugins/session';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.deps.auth;

  app.get('/api/admin/user', { schema: { response: { 200: adminUserSchema } } }, async (request) =>
    signedInAdmin(request),
  );

  app.post(
    '/api/admin/login',
    { schema: { body: loginRequestSchema, response: { 200: adminUserSchema } } },
    async (request, reply) => {
      const { user, token } = await auth.login(request.body.email, request.body.password, request.ip);
      // A session from before (another admin on this browser) ends: one browser, one session.
      if (request.sessionToken) await auth.logout(request.sessionToken);
      app.sessionCookie.set(reply, token);
      return user;
    },
  );

  // Both paths end the session (product §7, Decided).
  for (const path of ['/api/admin/logout', '/api/logout']) {
    app.post(path, { schema: { response: { 200: okSchema } } }, async (request, reply) => {
      if (request.sessionToken) await auth.logout(request.sessionToken);
      app.sessionCookie.clear(reply);
      return { ok: true as const };
    });
  }
};
