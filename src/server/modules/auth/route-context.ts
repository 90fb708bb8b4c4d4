import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CeremonyContext, RelyingParty } from './mfa/rules';
import type { RequestContext } from './security-events';

/** The app as the auth routes receive it (zod schemas typing each route). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const webauthnOptionsSchema = z.record(z.string(), z.unknown());
export type WebauthnOptions = Record<string, unknown>;

/** Where a request came from, for sessions and the sign-in history. */
export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/**
 * WebAuthn's relying party, the way the app knows its own origin: the configured public addresses when
 * there are any (the Origin check in plugins/security does the same), else the host the request came to.
 */
export const relyingParty = (app: ZodApp, request: FastifyRequest): RelyingParty => {
  if (app.deps.config.publicOrigins.length > 0) {
    return { rpId: new URL(app.deps.config.publicUrl).hostname, origins: app.deps.config.publicOrigins };
  }
  const origin = `${request.protocol}://${request.host}`;
  return { rpId: new URL(origin).hostname, origins: [origin] };
};

export const ceremony = (app: ZodApp, request: FastifyRequest): CeremonyContext => ({
  ...requestContext(request),
  rp: relyingParty(app, request),
});
