import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import { ENROLMENT_REQUIRED, LOGIN_API, SECURITY_API, STEP_UP_REQUIRED } from '@shared/contracts/mfa';
import { HttpError, unauthorized } from '../lib/http-errors';
import { SESSION_ABSOLUTE_SECONDS } from '../modules/auth/public';

/**
 * Which requests need a signed-in admin. The one place this rule lives, applied by a hook on every request
 * and by each guarded route's own hook (sessionPlugin), so a new admin route cannot forget it, nor a method
 * or spelling of its path slip past. The testimonial writes are admin-only though outside /api/admin
 * (product §6).
 */
const isSignInPath = (path: string) => path === LOGIN_API || path.startsWith(`${LOGIN_API}/`);

/**
 * The actions that need a second factor from the last 10 minutes (step-up): revealing an order's first
 * administrator's PESEL or identity document, exporting or erasing a person, rotating a tenant secret and
 * managing administrators. Listed here, in the guard, so a route cannot forget it.
 */
const STEP_UP_ROUTES: ReadonlyArray<{ method: string; pattern: RegExp }> = [
  { method: 'POST', pattern: /^\/api\/admin\/privacy\/orders\/[^/]+\/admin-identity\/reveal$/ },
  { method: 'GET', pattern: /^\/api\/admin\/privacy\/export$/ },
  { method: 'POST', pattern: /^\/api\/admin\/privacy\/erase$/ },
  { method: 'POST', pattern: /^\/api\/admin\/tenants\/[^/]+\/rotate-secret$/ },
  { method: 'POST', pattern: /^\/api\/admin\/administrators(\/.*)?$/ },
];

/** A HEAD is its GET without the body (Fastify answers it from the GET route): it is guarded as that GET. */
const guardedMethod = (method: string) => (method === 'HEAD' ? 'GET' : method);

export function requiresStepUp(method: string, path: string): boolean {
  const guarded = guardedMethod(method);
  return STEP_UP_ROUTES.some((route) => route.method === guarded && route.pattern.test(path));
}

/**
 * Changing one's own second factors on the Security screen: adding or replacing one (a passkey, the
 * authenticator app), removing one, new recovery codes. Step-up like the list above, but only once the admin
 * has a factor: the first one is added with nothing to prove it with.
 */
const FACTOR_ROUTES: ReadonlyArray<{ method: string; pattern: RegExp }> = [
  {
    method: 'POST',
    pattern: new RegExp(`^${SECURITY_API}/(totp|totp/confirm|passkey-options|passkeys|recovery-codes)$`),
  },
  { method: 'DELETE', pattern: new RegExp(`^${SECURITY_API}/factors/[^/]+$`) },
];

export function changesFactors(method: string, path: string): boolean {
  const guarded = guardedMethod(method);
  return FACTOR_ROUTES.some((route) => route.method === guarded && route.pattern.test(path));
}

/** What an admin who must still enrol may reach: their Security screen's API, who they are, signing out. */
const allowedBeforeEnrolment = (path: string) =>
  path === '/api/admin/user' ||
  path === '/api/admin/logout' ||
  path === '/api/logout' ||
  path.startsWith(SECURITY_API);

/**
 * The operator's calendar feed (/api/admin/calendar/<token>.ics): Google Calendar or Outlook cannot sign
 * in, so the secret 256-bit token in the address is the credential, checked by the feed itself. Only a
 * read of exactly this shape passes, and only into the route that declares `config: { calendarFeed: true }`;
 * anything else under /api/admin/calendar stays guarded.
 */
const CALENDAR_FEED_PATTERN = /^\/api\/admin\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;
const isCalendarFeedRead = (method: string, path: string) =>
  guardedMethod(method) === 'GET' && CALENDAR_FEED_PATTERN.test(path);

/** Whether a path, or a route's pattern, needs a signed-in admin (the calendar feed's reads aside). */
export function requiresAdmin(method: string, path: string): boolean {
  if (path.startsWith('/api/admin/') || path === '/api/admin') return !isSignInPath(path);
  if (path === '/api/logout') return true;
  if (path === '/api/testimonials' || path.startsWith('/api/testimonials/'))
    return guardedMethod(method) !== 'GET';
  return false;
}

/**
 * The path as the router sees it: decoded, so /api/%61dmin/... cannot slip past the prefix check, with
 * duplicate slashes collapsed, and ending where the router ends it (at '?' or '#'). Most paths need none of it.
 */
export function requestPath(url: string): string {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  if (!raw.includes('%') && !raw.includes('//')) return raw;
  try {
    return decodeURIComponent(raw).replace(/\/{2,}/g, '/');
  } catch {
    return url;
  }
}

/**
 * What the guard asks of the requests a route serves, decided from its pattern and method as it is
 * registered. Fastify registers a GET route's HEAD twin through the same onRoute hook, so it gets the GET's
 * guard.
 */
type RouteGuard = { admin: boolean; stepUp: boolean; changesFactors: boolean; calendarFeed: boolean };

function routeGuardOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): RouteGuard {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return {
    admin: methods.some((method) => requiresAdmin(method, route.url)),
    stepUp: methods.some((method) => requiresStepUp(method, route.url)),
    changesFactors: methods.some((method) => changesFactors(method, route.url)),
    calendarFeed: route.config?.calendarFeed === true,
  };
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
  const cookieName = app.deps.config.secureCookies ? '__Host-sid' : 'sid';
  const challengeCookieName = app.deps.config.secureCookies ? '__Host-signin' : 'signin';
  const { auth, mfa } = app.deps;
  await app.register(cookie);

  app.decorateRequest('adminUser', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('adminSession', null);

  type Done = (error?: Error) => void;

  /** The session cookie's admin, if any, onto the request; then `next`. */
  const readSession = (request: FastifyRequest, next: () => void, fail: Done) => {
    const token = request.cookies[cookieName];
    if (!token) return next();
    auth.sessionFor(token).then((session) => {
      if (session) {
        request.adminUser = session.user;
        request.sessionToken = token;
        request.adminSession = { secondFactorAt: session.secondFactorAt, hasFactor: session.hasFactor };
      }
      next();
    }, fail);
  };

  /**
   * The admin guard: a signed-in admin, enrolled where MFA is required, stepped up where the action asks
   * (`stepUp`), and for a change of their own factors once they have one (`factorChange`).
   */
  const guard = (
    request: FastifyRequest,
    path: string,
    { stepUp, factorChange }: { stepUp: boolean; factorChange: boolean },
    done: Done,
  ) => {
    if (request.adminUser?.role !== ADMIN_ROLE) return done(unauthorized());
    const session = request.adminSession!;
    if (app.deps.config.mfaRequired && !session.hasFactor && !allowedBeforeEnrolment(path)) {
      return done(
        new HttpError(
          403,
          'Najpierw skonfiguruj logowanie dwuetapowe',
          undefined,
          undefined,
          ENROLMENT_REQUIRED,
        ),
      );
    }
    if ((stepUp || (session.hasFactor && factorChange)) && !mfa.isSteppedUp(session)) {
      return done(
        new HttpError(
          403,
          'Potwierdź swoją tożsamość drugim składnikiem',
          undefined,
          undefined,
          STEP_UP_REQUIRED,
        ),
      );
    }
    done();
  };

  // The guard runs twice over, each time for every method: by the path, on every request (a 404 under
  // /api/admin tells nobody signed out whether it exists), and by the route, as the route's own first hook
  // (below), so whatever spelling of a path the router sends to a guarded route, and Fastify's HEAD twin of
  // a GET route, meet the route's guard.
  app.addHook('onRequest', (request, _reply, done) => {
    const path = requestPath(request.url);
    // Public reads (pages, slots, settings) never look at a session: no cookie parsing, no database.
    if (!readsSession(path)) return done();
    const { method } = request;
    readSession(
      request,
      () =>
        requiresAdmin(method, path) && !isCalendarFeedRead(method, path)
          ? guard(
              request,
              path,
              { stepUp: requiresStepUp(method, path), factorChange: changesFactors(method, path) },
              done,
            )
          : done(),
      done,
    );
  });

  app.addHook('onRoute', (route) => {
    const routeGuard = routeGuardOf(route);
    if (!routeGuard.admin) return;
    const guardRoute: onRequestHookHandler = (request, _reply, done) => {
      const path = requestPath(request.url);
      if (routeGuard.calendarFeed && isCalendarFeedRead(request.method, path)) return done();
      // The hook above has read the session of every path it reads sessions for.
      const needs = { stepUp: routeGuard.stepUp, factorChange: routeGuard.changesFactors };
      if (readsSession(path)) return guard(request, path, needs, done);
      readSession(request, () => guard(request, path, needs, done), done);
    };
    const own = route.onRequest;
    route.onRequest = [guardRoute, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });

  app.decorate('sessionCookie', {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.deps.config.secureCookies,
        maxAge: SESSION_ABSOLUTE_SECONDS,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.deps.config.secureCookies,
      });
    },
  });

  // Path '/' because a __Host- cookie must have it; it is useless anywhere but the sign-in endpoints.
  const challengeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.deps.config.secureCookies,
  };
  app.decorate('challengeCookie', {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(challengeCookieName, token, { ...challengeOptions, maxAge: 30 * 60 });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(challengeCookieName, challengeOptions);
    },
    read(request: FastifyRequest) {
      return request.cookies[challengeCookieName] ?? null;
    },
  });
});

export type ChallengeCookie = SessionCookie & { read(request: FastifyRequest): string | null };

export type SessionCookie = {
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The calendar feed's route: a read of a feed address passes the guard (the token is the credential). */
    calendarFeed?: boolean;
  }
  interface FastifyInstance {
    sessionCookie: SessionCookie;
    /** The sign-in challenge between the password and the second factor (or enrolment): no session. */
    challengeCookie: ChallengeCookie;
  }
}

/** For routes behind the guard: the guard already proved there is an admin. */
export function signedInAdmin(request: FastifyRequest) {
  if (!request.adminUser) throw unauthorized();
  return request.adminUser;
}
