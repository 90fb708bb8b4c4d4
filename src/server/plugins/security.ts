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
 * What an answer read by a program (JSON, a CSV or PDF download) needs of them: no sniffing into another
 * type, no loading by another site's page, no referrer, HSTS, and a CSP that gives it no power should it be
 * opened as a document. The rest of helmet's set governs documents (script sources, opener, embedding) and
 * would triple the header bytes of the most frequent answers.
 */
function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];
  if (documentHeaders['strict-transport-security']) kept.push('strict-transport-security');
  return {
    ...Object.fromEntries(kept.map((name) => [name, documentHeaders[name]!])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/** Answers read by programs; the API reference (/api/docs, Swagger UI, its assets) is a document for people. */
const API_REFERENCE = /^\/api\/docs(?:[/?]|$)/;
const isProgramAnswer = (url: string) =>
  url.startsWith('/oauth/') || (url.startsWith('/api/') && !API_REFERENCE.test(url));

/**
 * Security headers on every answer (documents get helmet's full set, program answers the part that applies
 * to them), and refusal of state-changing requests sent by another site's page.
 */
export const securityPlugin = fp(async (app) => {
  const documentHeaders = securityHeaders(app.deps.config.secureCookies);
  const programHeaders = apiSecurityHeaders(documentHeaders);

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isProgramAnswer(request.url) ? programHeaders : documentHeaders);
    if (!STATE_CHANGING.has(request.method)) return done();
    if (isCrossSite(request.headers, request.host, app.deps.config.publicOrigins)) {
      return done(forbidden('Cross-site request refused'));
    }
    done();
  });
});

/** The headers an answer read by a program carries (see apiSecurityHeaders), worked out once. */
export function programAnswerHeaders(secureCookies: boolean): Record<string, string> {
  return apiSecurityHeaders(securityHeaders(secureCookies));
}

/**
 * Whether a state-changing request was sent by another site's page. Browsers mark cross-site requests;
 * machine clients (curl, tenant systems) send neither header.
 */
export function isCrossSite(
  headers: { 'sec-fetch-site'?: string | string[]; origin?: string },
  requestHost: string,
  publicOrigins: readonly string[],
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  return origin !== undefined && !isOwnOrigin(origin, requestHost, publicOrigins);
}

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
