import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { adminUserSchema, loginRequestSchema } from '@shared/contracts/auth';
import { idParamsSchema, okSchema } from '@shared/contracts/common';
import {
  ENROL_API,
  LOGIN_API,
  passkeyRegistrationSchema,
  pendingSignInSchema,
  recoveryCodesSchema,
  secondFactorSchema,
  SECURITY_API,
  securityOverviewSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
} from '@shared/contracts/mfa';
import type { AdminUser } from '@shared/contracts/auth';
import { badRequest } from '../../lib/http-errors';
import { signedInAdmin } from '../../plugins/session';
import type { CeremonyContext, FactorActor, RelyingParty } from './mfa/rules';
import type { RequestContext } from './security-events';

const webauthnOptionsSchema = z.record(z.string(), z.unknown());
type WebauthnOptions = Record<string, unknown>;
const enrolledSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });
const passkeyResponseBody = z.object({ response: z.record(z.string(), z.unknown()) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, mfa } = app.deps;

  const requestContext = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });

  /**
   * WebAuthn's relying party, the way the app knows its own origin: the configured public addresses when
   * there are any (the Origin check in plugins/security does the same), else the host the request came to.
   */
  const relyingParty = (request: FastifyRequest): RelyingParty => {
    if (app.config.publicOrigins.length > 0) {
      return { rpId: new URL(app.config.publicUrl).hostname, origins: app.config.publicOrigins };
    }
    const origin = `${request.protocol}://${request.host}`;
    return { rpId: new URL(origin).hostname, origins: [origin] };
  };
  const ceremony = (request: FastifyRequest): CeremonyContext => ({
    ...requestContext(request),
    rp: relyingParty(request),
  });

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
    mustEnrol: app.config.mfaRequired && !request.adminSession!.hasFactor,
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
        await mfa.secondStep(app.challengeCookie.read(request), request.body, ceremony(request)),
      ),
  );

  // Options for a passkey: the pending admin's keys after a password, any discoverable key without one.
  app.post(
    `${LOGIN_API}/passkey-options`,
    { schema: { response: { 200: webauthnOptionsSchema } } },
    async (request) =>
      mfa.signInPasskeyOptions(
        app.challengeCookie.read(request),
        relyingParty(request),
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
          ceremony(request),
        ),
      ),
  );

  // Enrolment before the first session: the enrolment challenge cookie is the credential.
  const enrolling = (request: FastifyRequest) => mfa.enrollingActor(app.challengeCookie.read(request));
  registerFactorRoutes(ENROL_API, enrolling);

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

  // The Security screen: the same factor endpoints for a signed-in admin, plus sessions and history. The
  // guard (plugins/session.ts) asks for a fresh second factor first, once the admin has one.
  registerFactorRoutes(SECURITY_API, async (request) => ({
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
        relyingParty(request),
        request.ip,
      ) as unknown as Promise<WebauthnOptions>,
  );

  app.post(
    `${SECURITY_API}/step-up`,
    { schema: { body: secondFactorSchema, response: { 200: okSchema } } },
    async (request) => {
      await mfa.stepUp(signedInAdmin(request), request.sessionToken!, request.body, ceremony(request));
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

  // Both paths end the session (product §7, Decided).
  for (const path of ['/api/admin/logout', '/api/logout']) {
    app.post(path, { schema: { response: { 200: okSchema } } }, async (request, reply) => {
      if (request.sessionToken) await auth.logout(request.sessionToken);
      app.sessionCookie.clear(reply);
      return { ok: true as const };
    });
  }

  /** Adding factors, under `base`, for the admin `who` resolves (enrolment challenge or session). */
  function registerFactorRoutes(base: string, who: (request: FastifyRequest) => Promise<FactorActor>) {
    app.post(
      `${base}/totp`,
      { schema: { response: { 200: totpEnrolmentSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return mfa.beginTotp(await who(request));
      },
    );
    app.post(
      `${base}/totp/confirm`,
      { schema: { body: totpConfirmSchema, response: { 200: enrolledSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return mfa.confirmTotp(await who(request), request.body.code, requestContext(request));
      },
    );
    app.post(
      `${base}/passkey-options`,
      { schema: { response: { 200: webauthnOptionsSchema } } },
      async (request) =>
        mfa.passkeyRegistrationOptions(
          await who(request),
          relyingParty(request),
          request.ip,
        ) as unknown as Promise<WebauthnOptions>,
    );
    app.post(
      `${base}/passkeys`,
      { schema: { body: passkeyRegistrationSchema, response: { 200: enrolledSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return mfa.registerPasskey(
          await who(request),
          request.body.name,
          request.body.response as unknown as RegistrationResponseJSON,
          ceremony(request),
        );
      },
    );
  }
};
