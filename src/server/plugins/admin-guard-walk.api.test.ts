import { connect } from 'node:net';
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_API, STEP_UP_REQUIRED } from '@shared/contracts/mfa';
import { createAdminWithTotp } from '../test/factories/admins';
import { createTestApp, type TestApp } from '../test/test-app';
import { requiresStepUp } from './session';

/**
 * The admin guard, walked over the whole route table from outside: every guarded route, asked with every
 * method the router might serve it by (its own, GET, HEAD, OPTIONS) and every spelling of its path the
 * router might forgive. Signed out, nothing gets past the guard into a route; with a session that has not
 * stepped up, nothing gets into a step-up route. What got through is seen by a preValidation hook added to
 * each route as it is registered: it runs only for a request past every onRequest hook (the guard's).
 */
type Route = { methods: string[]; url: string };
const registered: Route[] = [];
/** The request ids that got past the guard, with the route they got into. */
const reached = new Map<string, Route>();

function observe(route: RouteOptions) {
  const entry = {
    methods: Array.isArray(route.method) ? [...route.method] : [route.method],
    url: route.url,
  };
  registered.push(entry);
  const own = route.preValidation;
  const seen: preValidationHookHandler = (request, _reply, done) => {
    reached.set(request.id, entry);
    done();
  };
  route.preValidation = [seen, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
}

let app: TestApp;
let notSteppedUp: { cookie: string };
let steppedUp: { cookie: string };
beforeAll(async () => {
  app = await createTestApp({}, { onRoute: observe });
  await app.ready();
  const admin = await createAdminWithTotp(app);
  notSteppedUp = await admin.session(false);
  steppedUp = await admin.session(true);
});
afterAll(() => app.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:\w+/g, ANY_ID).replace(/\*/g, 'x');

/**
 * Spellings of one path: as it is, with a trailing slash, a segment upper-cased, a slash doubled, a letter
 * percent-encoded, the slash percent-encoded, a ';' after it (a '#' is tried over a real connection below,
 * as inject() drops it). The router sends each one to the route (then the route's guard must hold) or to
 * nobody (then it is a 401 or 404).
 */
function variants(path: string): string[] {
  const segments = path.split('/');
  const last = segments.length - 1;
  const staticIndexes = segments
    .map((segment, index) => ({ segment, index }))
    .filter(({ segment, index }) => index > 0 && /^[a-z]/.test(segment))
    .map(({ index }) => index);
  const at = (index: number, change: (segment: string) => string) =>
    segments.map((segment, i) => (i === index ? change(segment) : segment)).join('/');
  const encodeFirst = (segment: string) =>
    `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`;
  const out = [path, `${path}/`, `${path};x`, path.replace('/api/', '/api//')];
  out.push(`/${segments.slice(1, last).join('/')}//${segments[last]}`);
  out.push(`/${segments.slice(1, last).join('/')}%2F${segments[last]}`);
  for (const index of staticIndexes) {
    out.push(at(index, (segment) => segment.toUpperCase()));
    out.push(at(index, encodeFirst));
  }
  return [...new Set(out)];
}

const isSignIn = (url: string) => url === LOGIN_API || url.startsWith(`${LOGIN_API}/`);
/** Under /api/admin every method is tried; outside it (sign-out, testimonial writes) the route's own. */
const guardedRoutes = () =>
  registered.filter(
    (route) =>
      ((route.url === '/api/admin' || route.url.startsWith('/api/admin/')) && !isSignIn(route.url)) ||
      route.url === '/api/logout' ||
      (route.url.startsWith('/api/testimonials') &&
        !route.methods.some((method) => method === 'GET' || method === 'HEAD')),
  );
const methodsFor = (route: Route) =>
  route.url.startsWith('/api/admin')
    ? [...new Set([...route.methods, 'GET', 'HEAD', 'OPTIONS'])]
    : route.methods;
/** The guard's own list of step-up actions; Fastify's HEAD twin of a GET route is that GET without a body. */
const isStepUpRoute = (route: Route) =>
  route.methods.some((method) => requiresStepUp(method === 'HEAD' ? 'GET' : method, route.url));

async function ask(method: string, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: method as 'GET', url, headers });
  const answeredBy = reached.get(String(response.headers['x-request-id']));
  return { response, answeredBy };
}

describe('the admin guard over every route, method and spelling', () => {
  it('finds the routes it walks, HEAD twins and step-up routes among them', () => {
    const guarded = guardedRoutes();
    expect(guarded.length).toBeGreaterThan(50);
    expect(guarded).toContainEqual({ methods: ['HEAD'], url: '/api/admin/privacy/export' });
    expect(guarded.filter(isStepUpRoute).length).toBeGreaterThanOrEqual(5);
  });

  it('the walk sees what gets through: a stepped-up admin reaches the export by HEAD and by other spellings', async () => {
    const head = await ask('HEAD', '/api/admin/privacy/export?email=nobody@example.pl', steppedUp);
    expect(head.response.statusCode).toBe(200);
    expect(head.answeredBy).toEqual({ methods: ['HEAD'], url: '/api/admin/privacy/export' });
    const spelt = await ask('GET', '/api/admin/privacy/%65xport?email=nobody@example.pl', steppedUp);
    expect(spelt.response.statusCode).toBe(200);
    expect(spelt.answeredBy?.url).toBe('/api/admin/privacy/export');
  });

  it("over a real connection a '#' in the path, which the router ends the path at, meets the step-up too", async () => {
    // inject() parses the address as a browser would and drops the fragment; a raw request keeps it.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (target: string, cookie: string) =>
      new Promise<{ status: number; answeredBy: Route | undefined }>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
          ),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('end', () => {
          const id = /^x-request-id: (.+)$/im.exec(text)?.[1]?.trim() ?? '';
          resolve({ status: Number(text.split(' ')[1]), answeredBy: reached.get(id) });
        });
      });
    const target = '/api/admin/privacy/export#&email=nobody@example.pl';
    const stepped = await raw(target, steppedUp.cookie);
    expect(stepped).toEqual({
      status: 200,
      answeredBy: { methods: ['GET'], url: '/api/admin/privacy/export' },
    });
    expect(await raw(target, notSteppedUp.cookie)).toEqual({ status: 403, answeredBy: undefined });
    expect(await raw(target, 'sid=none')).toEqual({ status: 401, answeredBy: undefined });
  });

  it('signed out: every method and spelling of every guarded route is a 401 or 404 that reaches no handler', async () => {
    const leaks: string[] = [];
    for (const route of guardedRoutes()) {
      for (const method of methodsFor(route)) {
        for (const url of variants(concrete(route.url))) {
          const { response, answeredBy } = await ask(method, url);
          const status = response.statusCode;
          const shaped = method === 'HEAD' || typeof response.json().error === 'string';
          if (answeredBy || (status !== 401 && status !== 404) || !shaped) {
            leaks.push(`${method} ${url} → ${status}${answeredBy ? ` in ${answeredBy.url}` : ''}`);
          }
        }
        // The route's own spelling and method is refused as signed out, not merely missed.
        if (route.methods.includes(method)) {
          expect((await ask(method, concrete(route.url))).response.statusCode, route.url).toBe(401);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('signed in without a recent second factor: no method or spelling reaches a step-up route', async () => {
    const leaks: string[] = [];
    for (const route of guardedRoutes().filter(isStepUpRoute)) {
      for (const method of methodsFor(route)) {
        for (const url of variants(concrete(route.url))) {
          const { response, answeredBy } = await ask(method, url, notSteppedUp);
          const status = response.statusCode;
          // Into another route that needs no step-up (GET of the administrators list) is that route's affair.
          if (answeredBy ? isStepUpRoute(answeredBy) : status < 300 || status >= 500) {
            leaks.push(`${method} ${url} → ${status}${answeredBy ? ` in ${answeredBy.url}` : ''}`);
          }
        }
        // The route's own spelling and method gets the step-up error itself, not merely a miss.
        if (route.methods.includes(method)) {
          const own = (await ask(method, concrete(route.url), notSteppedUp)).response;
          expect(own.statusCode, `${method} ${route.url}`).toBe(403);
          if (method !== 'HEAD') expect(own.json().code).toBe(STEP_UP_REQUIRED);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
