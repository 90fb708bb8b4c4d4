import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import { unauthorized } from '../lib/http-errors';
import { SESSION_ABSOLUTE_SECONDS } from '../modules/auth/service';

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

/**
 * The path as the router sees it: decoded, so /api/%61dmin/... cannot slip past the prefix check, with
 * duplicate slashes collapsed. Most paths need neither step.
 */
export function requestPath(url: string): string {
  const query = url.indexOf('?');
  const raw = query === -1 ? url : url.slice(0, query);
  if (!raw.includes('%') && !raw.includes('//')) return raw;
  try {
    return decodeURIComponent(raw).replace(/\/{2,}/g, '/');
  } catch {
    return url;
  }
}

/** Where the signed-in admin matters: the guarded paths, sign-in and sign-out, the testimonial list. */
function readsSession(path: string): boolean {
  return (
    path.startsWith('/api/admin') ||
    path === '/api/logout' ||
    path === '/api/testimonials' ||
    path.startsWith('/api/testimonials/')
  );
}

export const sessionPlugin = fp(async (app) => {
  const cookieName = app.config.secureCookies ? '__Host-sid' : 'sid';
  const auth = app.deps.auth;
  await app.register(cookie);

  app.decorateRequest('adminUser', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', (request, _reply, done) => {
    const path = requestPath(request.url);
    // Public reads (pages, slots, settings) never look at a session: no cookie parsing, no database.
    if (!readsSession(path)) return done();
    const token = request.cookies[cookieName];
    const guard = () => {
      if (requiresAdmin(request.method, path) && request.adminUser?.role !== ADMIN_ROLE) {
        return done(unauthorized());
      }
      done();
    };
    if (!token) return guard();
    auth.userForSession(token).then((user) => {
      if (user) {
        request.adminUser = user;
        request.sessionToken = token;
      }
      guard();
    }, done);
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
