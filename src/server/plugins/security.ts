import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The CSP the pages really satisfy (no inline scripts; styles from our origin plus React's style attributes). */
function helmetOptions(secureCookies: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: secureCookies,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers helmet would set, worked out once: they depend on configuration only. (The Fastify
 * wrapper rebuilt helmet's middleware, CSP parsing included, on every request: a tenth of a public read.)
 */
export function securityHeaders(secureCookies: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(secureCookies))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers on every answer, and refusal of state-changing requests sent by another site's page.
 */
export const securityPlugin = fp(async (app) => {
  const headers = securityHeaders(app.config.secureCookies);

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (!STATE_CHANGING.has(request.method)) return done();
    // Browsers mark cross-site requests; machine clients (curl, tenant systems) send neither header.
    if (request.headers['sec-fetch-site'] === 'cross-site')
      return done(forbidden('Cross-site request refused'));
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request.host, app.config.publicOrigins)) {
      return done(forbidden('Cross-site request refused'));
    }
    done();
  });
});

/**
 * Whether a browser's Origin is one of ours. With PUBLIC_URL / PUBLIC_URL_EN configured only those count:
 * the Host (or, behind a proxy, X-Forwarded-Host) is written by whoever sends the request. Without them
 * (development, tests) the request's own host is all there is to compare with.
 */
export function isOwnOrigin(origin: string, requestHost: string, publicOrigins: readonly string[]): boolean {
  try {
    const originUrl = new URL(origin);
    if (publicOrigins.length > 0) return publicOrigins.includes(originUrl.origin);
    // Normalised through URL on both sides, so "host:80" and "host" compare equal for http.
    return originUrl.host === new URL(`${originUrl.protocol}//${requestHost}`).host;
  } catch {
    return false;
  }
}
