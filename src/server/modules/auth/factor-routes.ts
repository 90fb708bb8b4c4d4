import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyRegistrationSchema, totpConfirmSchema, totpEnrolmentSchema } from '@shared/contracts/mfa';
import type { FactorActor } from './mfa/rules';
import {
  ceremony,
  relyingParty,
  requestContext,
  webauthnOptionsSchema,
  type WebauthnOptions,
  type ZodApp,
} from './route-context';

const enrolledSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });

/** Adding factors, under `base`, for the admin `who` resolves (enrolment challenge or session). */
export function registerFactorRoutes(
  app: ZodApp,
  base: string,
  who: (request: FastifyRequest) => Promise<FactorActor>,
) {
  const { mfa } = app.deps;
  app.post(`${base}/totp`, { schema: { response: { 200: totpEnrolmentSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return mfa.beginTotp(await who(request));
  });
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
        relyingParty(app, request),
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
        ceremony(app, request),
      );
    },
  );
}
