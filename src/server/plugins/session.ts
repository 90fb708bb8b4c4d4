import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import { unauthorized } from '../lib/http-errors';
import { createAuthService, SESSION_ABSOLUTE_SECONDS } from '../modules/auth/service';

/**
 * Which requests need a signed-in admin. The one place this rule lives: a hook on every request, so a new
 * admin route cannot forget it. The testimonial writes are admin-only though outside /api/admin (product §6).
 */
const PUBLIC_ADMIN_PATHS = new Set(['/api/admin/login']);

/**
 * The operator's calendar feed (/api/admin/calendar/<token>.ics): Google Calendar or Outlook cannot sign
 * in, so the secret 256-bit token in the address is the credential, checked by the feed itself. Only a
 * read of exactly this shape passes; anything else under /api/admin/calendar stays guarded.
 */
const CALENDAR_FEED_PATTERN = /^\/api\/admin\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

export function requiresAdmin(method: string, path: string): boolean {
  if ((method === 'GET' || method === 'HEAD') && CALENDAR_FEED_PATTERN.test(path)) return false;
  if (path.startsWith('/api/admin/') || path === '/api/admin') return !PUBLIC_ADMIN_PATHS.has(path);
  if (path === '/api/logout') return true;
  if (path === '/api/testimonials' || path.startsWith('/api/testimonials/')) return method !== 'GET';
  return false;
}

export const sessionPlugin = fp(async (app) => {
  const cookieName = app.config.secureCookies ? '__Host-sid' : 'sid';
  const auth = createAuthService(app.db);
  await app.register(cookie);

  app.decorateRequest('adminUser', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    // Decode first so /api/%61dmin/... cannot slip past the prefix check; collapse duplicate slashes.
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
    } catch {
      path = request.url;
    }
    if (!path.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (token) {
      const user = await auth.userForSession(token);
      if (user) {
        request.adminUser = user;
        request.sessionToken = token;
      }
    }
    if (requiresAdmin(request.method, path) && request.adminUser?.role !== ADMIN_ROLE) {
      throw unauthorized();
    }
  });

  app.decorate('sessionCookie', {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        maxAge: SESSION_ABSOLUTE_SECONDS,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
      });
    },
  });
});

export type SessionCookie = {
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

/** For routes behind the guard: the guard already proved there is an admin. */
export function signedInAdmin(request: FastifyRequest) {
  if (!request.adminUser) throw unauthorized();
  return request.adminUser;
}
