import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createCipher } from './lib/crypto';
import { createFrontDoor } from './lib/front-door';
import { createJobs } from './jobs/jobs';
import { registerMailJobs } from './mail/jobs';
import { createLiveEvents } from './lib/live-events';
import { createSharedCache } from './lib/shared-cache';
import { createMailService } from './mail/mail-service';
import { createOutboxRepository } from './mail/outbox-repository';
import { apiModules } from './modules/index';
import { moduleJobs } from './modules/jobs';
import { errorsPlugin, sendApiNotFound } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { bodyIdleTimeoutPlugin, requestTimeoutOptions } from './plugins/request-timeouts';
import { pagesPlugin } from './pages/plugin';
import { healthPlugin } from './observability/health-plugin';
import { RequestLogController } from './observability/logger';
import { unavailableCode } from './observability/database-errors';
import { metricsPlugin } from './observability/metrics-plugin';
import { openApiPlugin } from './observability/openapi-plugin';
import { createServices } from './services';
import './types';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The built web client (dist/client and dist/ssr). Null: API only (API tests need no build). */
  web?: { clientDir: string; ssrEntry: string } | null;
  /** What "now" is: the system clock, or a test's manual clock. */
  clock?: Clock;
  /** Told of every route as it is registered, with its schema (the fuzz suite walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Install the job queue's tables and accept jobs (default). Workers run only after `app.jobs.work()`
   * (main.ts); tests call `app.jobs.runDue()` instead.
   */
  startJobs?: boolean;
};

/**
 * TRUST_PROXY for Fastify. A hop count becomes a function trusting that many hops from our side: Fastify
 * itself trusts nobody for a plain number, and `true` would trust the client-written left-most entry.
 */
export function fastifyTrustProxy(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole application without listening: main.ts listens, tests call inject(). */
export async function buildApp({
  config,
  database,
  logger = false,
  web = null,
  clock = systemClock,
  onRoute,
  startJobs = true,
}: BuildAppOptions) {
  // A request that is nearly all request cycle (the page-view beacon) is served before it (lib/front-door.ts).
  const frontDoor = createFrontDoor({ bodyIdleTimeoutMs: config.http.bodyIdleTimeoutMs });
  const app = Fastify({
    serverFactory: frontDoor.serverFactory,
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...requestTimeoutOptions(config.http),
    // While closing, a request that reaches us on an open connection is served (with Connection: close)
    // rather than refused in Fastify's own 503 shape: the drain in shutdown.ts has already turned /readyz.
    return503OnClosing: false,
    // Rendering every public page in both languages at start can take seconds on a busy machine.
    pluginTimeout: 120_000,
    // Our own id, never a caller's: it is unique across processes, so a log search finds exactly one request.
    requestIdHeader: false,
    // A malformed URL (e.g. a lone "%") fails in the router, before the error handler: the house shape too.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request';
      void (reply as FastifyReply).code(400).send({ error: message });
    },
    genReqId: () => randomUUID(),
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  // The front door's requests are logged, counted and drained as Fastify's own (read when one is served).
  frontDoor.attach({
    log: app.log,
    observe: (method, route, status, seconds) => app.metrics.observeRequest(method, route, status, seconds),
    shuttingDown: () => app.readiness.shuttingDown,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('frontDoor', frontDoor);
  app.decorate('db', database.db);
  const cipher = createCipher(config.appSecret);
  app.decorate('cipher', cipher);
  const jobs = createJobs(database.bossDb, config.businessTimeZone, app.log);
  const mail = createMailService({ db: database.db, config, clock, jobs, log: app.log });
  const sharedCache = await createSharedCache(database);
  app.decorate('jobs', jobs);
  app.decorate('mail', mail);
  app.decorate('sharedCache', sharedCache);
  // The composition root (services.ts): every service built once for this app, reached as app.deps.
  const services = createServices({
    config,
    db: database.db,
    clock,
    cipher,
    jobs,
    mail,
    sharedCache,
    log: app.log,
  });
  app.decorate('deps', services.deps);
  const liveEvents = createLiveEvents({
    database,
    activeSessions: (tokens) => services.deps.auth.activeSessions(tokens),
    ...config.liveEvents,
    onCheckError: (error) => app.log.warn({ err: error }, 'live streams: session check failed'),
  });
  app.decorate('liveEvents', liveEvents);
  // The back office's open streams end before the server waits for its connections to finish.
  app.addHook('preClose', () => liveEvents.close());
  // Jobs stop (running ones finish) before the database they use closes.
  app.addHook('onClose', async () => {
    await services.close();
    await jobs.stop();
    mail.close();
    await sharedCache.close();
    await database.close();
  });
  registerMailJobs(jobs, mail);
  for (const register of moduleJobs) register(services.deps);
  if (startJobs) await jobs.start();

  // Hooks that run on every request are callback style (no promise per request) and do only what every
  // request needs; a hook for some routes checks that first (see plugins/session.ts).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(bodyIdleTimeoutPlugin, { bodyIdleTimeoutMs: config.http.bodyIdleTimeoutMs });
  // Errors first: a route takes the error handler in force when it is added (/metrics included).
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  // A lost connection (PostgreSQL restarted, the network cut) is logged and counted, once per connection;
  // the pool replaces it (db/client.ts), and it never ends the process.
  database.onConnectionError((error) => {
    app.metrics.dbQueryError(unavailableCode(error));
    app.log.warn({ err: error }, 'database connection lost');
  });
  const outbox = createOutboxRepository(database.db);
  app.metrics.addGauge(
    'mail_outbox_messages',
    'E-mail outbox messages by state: queued (the depth), sent, failed',
    () => outbox.countByState(),
    'state',
  );
  app.metrics.addGauge(
    'admin_live_streams',
    "The back office's open live streams in this process (at most LIVE_STREAMS_PER_PROCESS)",
    async () => liveEvents.size(),
  );
  await app.register(securityPlugin);
  await app.register(sessionPlugin);
  await app.register(languagePlugin);
  // Before the routes: the OpenAPI document is collected as routes are added.
  await app.register(openApiPlugin);
  await app.register(healthPlugin);
  for (const module of apiModules) await app.register(module);

  const pages = web ? await app.register(pagesPlugin, web) : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!pages || path.startsWith('/api/') || path === '/api' || path.startsWith('/oauth/')) {
      return sendApiNotFound(request, reply);
    }
    return app.sendNotFoundPage(request, reply);
  });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
