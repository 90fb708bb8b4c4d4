import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { forbidden } from '../lib/http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a CSP the pages really satisfy (no inline scripts; styles from our origin plus
 * React's style attributes), and refusal of state-changing requests sent by another site's page.
 */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, {
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
        upgradeInsecureRequests: app.config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: app.config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    // Browsers mark cross-site requests; machine clients (curl, tenant systems) send neither header.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isOwnOrigin(origin, request.host, app.config.publicOrigins)) {
      throw forbidden('Cross-site request refused');
    }
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
