import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { adminUserSchema, loginRequestSchema, type AdminUser } from '@shared/contracts/auth';
import { okSchema } from '@shared/contracts/common';
import { ENROL_API, LOGIN_API, pendingSignInSchema, secondFactorSchema } from '@shared/contracts/mfa';
import { signedInAdmin } from '../../plugins/session';
import { registerFactorRoutes } from './factor-routes';
import {
  ceremony,
  relyingParty,
  requestContext,
  webauthnOptionsSchema,
  type WebauthnOptions,
} from './route-context';
import { registerSecurityRoutes } from './security-routes';

const passkeyResponseBody = z.object({ response: z.record(z.string(), z.unknown()) });

/** Sign-in (password, second step, passkey alone), enrolment before the first session, sign-out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, mfa } = app.deps;

  /** A sign-in that ended in a session: the cookie, and the challenge (if any) gone. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    result: { user: AdminUser; token: string },
  ) {
    // A session from before (another admin on this browser) ends: one browser, one session.
    if (request.sessionToken) await auth.logout(request.sessionToken);
    app.sessionCookie.set(reply, result.token);
    app.challengeCookie.clear(reply);
    return reply.code(200).send(result.user);
  }

  app.get('/api/admin/user', { schema: { response: { 200: adminUserSchema } } }, async (request) => ({
    ...signedInAdmin(request),
    mustEnrol: app.deps.config.mfaRequired && !request.adminSession!.hasFactor,
  }));

  // The password step: a session only for an admin with no factor where none is required (MFA_REQUIRED=false);
  // otherwise 202 and a challenge cookie for the second step or for enrolment.
  app.post(
    LOGIN_API,
    { schema: { body: loginRequestSchema, response: { 200: adminUserSchema, 202: pendingSignInSchema } } },
    async (request, reply) => {
      const user = await auth.authenticate(
        request.body.email,
        request.body.password,
        requestContext(request),
      );
      const next = await mfa.afterPassword(user, requestContext(request));
      if (next.kind === 'session') return signIn(request, reply, next);
      app.challengeCookie.set(reply, next.challenge);
      return reply.code(202).send(next.pending);
    },
  );

  app.post(
    `${LOGIN_API}/second-factor`,
    { schema: { body: secondFactorSchema, response: { 200: adminUserSchema } } },
    async (request, reply) =>
      signIn(
        request,
        reply,
        await mfa.secondStep(app.challengeCookie.read(request), request.body, ceremony(app, request)),
      ),
  );

  // Options for a passkey: the pending admin's keys after a password, any discoverable key without one.
  app.post(
    `${LOGIN_API}/passkey-options`,
    { schema: { response: { 200: webauthnOptionsSchema } } },
    async (request) =>
      mfa.signInPasskeyOptions(
        app.challengeCookie.read(request),
        relyingParty(app, request),
        request.ip,
      ) as unknown as Promise<WebauthnOptions>,
  );

  app.post(
    `${LOGIN_API}/passkey`,
    { schema: { body: passkeyResponseBody, response: { 200: adminUserSchema } } },
    async (request, reply) =>
      signIn(
        request,
        reply,
        await mfa.passkeySignIn(
          request.body.response as unknown as AuthenticationResponseJSON,
          ceremony(app, request),
        ),
      ),
  );

  // Enrolment before the first session: the enrolment challenge cookie is the credential.
  const enrolling = (request: FastifyRequest) => mfa.enrollingActor(app.challengeCookie.read(request));
  registerFactorRoutes(app, ENROL_API, enrolling);

  app.post(
    `${ENROL_API}/finish`,
    { schema: { response: { 200: adminUserSchema } } },
    async (request, reply) =>
      signIn(
        request,
        reply,
        await mfa.finishEnrolment(app.challengeCookie.read(request), requestContext(request)),
      ),
  );

  registerSecurityRoutes(app);

  // Both paths end the session (product §7, Decided).
  for (const path of ['/api/admin/logout', '/api/logout']) {
    app.post(path, { schema: { response: { 200: okSchema } } }, async (request, reply) => {
      if (request.sessionToken) await auth.logout(request.sessionToken);
      app.sessionCookie.clear(reply);
      return { ok: true as const };
    });
  }
};
