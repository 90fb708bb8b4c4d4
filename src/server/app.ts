import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createCipher } from './lib/crypto';
import { apiModules } from './modules/index';
import { errorsPlugin, sendApiNotFound } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { pagesPlugin } from './pages/plugin';
import { healthPlugin } from './observability/health-plugin';
import { RequestLogController } from './observability/logger';
import { metricsPlugin } from './observability/metrics-plugin';
import { openApiPlugin } from './observability/openapi-plugin';
import './types';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The built web client (dist/client and dist/ssr). Null: API only (API tests need no build). */
  web?: { clientDir: string; ssrEntry: string } | null;
  /** What "now" is: the system clock, or a test's manual clock. */
  clock?: Clock;
};

/** Builds the whole application without listening: main.ts listens, tests call inject(). */
export async function buildApp({
  config,
  database,
  logger = false,
  web = null,
  clock = systemClock,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Rendering every public page in both languages at start can take seconds on a busy machine.
    pluginTimeout: 120_000,
    // Our own id, never a caller's: it is unique across processes, so a log search finds exactly one request.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('cipher', createCipher(config.appSecret));
  app.addHook('onClose', async () => database.close());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(formbody);
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
