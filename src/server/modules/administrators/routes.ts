import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  ADMIN_INVITATION_API,
  administratorListSchema,
  administratorSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
  inviteAdministratorSchema,
} from '@shared/contracts/administrators';
import { adminUserSchema } from '@shared/contracts/auth';
import { pendingSignInSchema } from '@shared/contracts/mfa';
import { idParamsSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { signedInAdmin } from '../../plugins/session';

/** The 'Administratorzy' screen's API (behind the admin guard) and the invitation link's (the token is the credential). */
export const administratorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrators: service, auth, mfa } = app.deps;
  const base = '/api/admin/administrators';

  app.get(
    base,
    { schema: { querystring: pageQuerySchema, response: { 200: administratorListSchema } } },
    async (request, reply) => {
      const { items, total } = await service.list(request.query.limit, request.query.offset);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.post(
    base,
    { schema: { body: inviteAdministratorSchema, response: { 201: administratorSchema } } },
    async (request, reply) => {
      const created = await service.invite(request.body.email, signedInAdmin(request));
      return reply.code(201).send(created);
    },
  );

  app.post(
    `${base}/:id/invitation`,
    { schema: { params: idParamsSchema, response: { 200: administratorSchema } } },
    async (request) => service.resendInvitation(request.params.id, signedInAdmin(request)),
  );

  app.post(
    `${base}/:id/deactivate`,
    { schema: { params: idParamsSchema, response: { 200: administratorSchema } } },
    async (request) => service.deactivate(request.params.id),
  );

  app.post(
    `${base}/:id/reactivate`,
    { schema: { params: idParamsSchema, response: { 200: administratorSchema } } },
    async (request) => service.reactivate(request.params.id, signedInAdmin(request)),
  );

  app.get(
    `${ADMIN_INVITATION_API}/:token`,
    { schema: { params: invitationTokenParamsSchema, response: { 200: invitationViewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.viewInvitation(request.params.token);
    },
  );

  app.post(
    `${ADMIN_INVITATION_API}/:token`,
    {
      schema: {
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 200: adminUserSchema, 202: pendingSignInSchema },
      },
    },
    async (request, reply) => {
      const user = await service.acceptInvitation(request.params.token, request.body.password);
      // Like a right password at sign-in: a session, or enrolment of a second factor first (MFA_REQUIRED).
      const context = { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
      const next = await mfa.afterPassword(user, context);
      // A session from before on this browser (another admin) ends.
      if (request.sessionToken) await auth.logout(request.sessionToken);
      if (next.kind === 'pending') {
        app.challengeCookie.set(reply, next.challenge);
        return reply.code(202).send(next.pending);
      }
      app.sessionCookie.set(reply, next.token);
      return reply.code(200).send(next.user);
    },
  );
};
