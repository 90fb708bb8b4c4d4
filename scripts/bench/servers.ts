import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { eq, like } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openConfiguredDatabase } from '@server/db/open-configured';
import { adminUsers, betaSignups, pageViews } from '@server/db/schema/index';
import { createAuthService } from '@server/modules/auth/service';
import { loggerOptions } from '@server/observability/logger';

// ---- the two servers (child processes, so the load generator does not share their event loop) ----------

/** The address of the benchmark's own sign-ups, removed afterwards. */
export const BENCH_EMAIL = 'bench-signup@example.pl';

/** The page-view beacon as a browser sends it (a browser's user agent: a bot's is not counted). */
export const BEACON_PATH = '/api/visit';
const BEACON_BENCH_PAGE = '/bench-beacon';
export const BEACON_BODY = JSON.stringify({ path: `${BEACON_BENCH_PAGE}?utm_source=bench`, language: 'pl' });
export const BEACON_HEADERS = {
  'content-type': 'application/json',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** What one child process answers: the app, or bare Fastify serving recorded bodies at the same paths. */
export type BareRoute = {
  path: string;
  type: string;
  encoding: string | null;
  body: string /* base64 */;
  /** POST: the page-view beacon, answered 204 with no body. */
  method?: 'POST';
};
type FromChild = { port: number; admin?: { email: string; password: string } };

/** The app as `npm start` runs it (production logging, the web build when there is one). */
export async function serveApp() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const ssrEntry = join(config.buildDir, 'ssr', 'entry-server.js');
  const web = existsSync(ssrEntry) ? { clientDir: join(config.buildDir, 'client'), ssrEntry } : null;
  // Production's logger (JSON lines, written asynchronously), whatever NODE_ENV the benchmark runs with.
  const logger = loggerOptions({ ...config, env: 'production' });
  const app = await buildApp({ config, database, web, logger });
  const email = `bench-${randomBytes(4).toString('hex')}@example.pl`;
  const password = randomBytes(18).toString('base64url');
  await createAuthService({ db: database.db }).ensureAdmin(email, password);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async () => {
    // Leave the data as it was: the benchmark's sign-ups and its admin go, so runs compare.
    await database.db.delete(betaSignups).where(eq(betaSignups.email, BENCH_EMAIL));
    await app.deps.analytics.flush();
    await database.db.delete(pageViews).where(eq(pageViews.path, BEACON_BENCH_PAGE));
    await database.db.delete(adminUsers).where(like(adminUsers.email, 'bench-%@example.pl'));
    await app.close();
    process.exit(0);
  });
  process.send!({ port: (app.server.address() as { port: number }).port, admin: { email, password } });
}

/** Bare Fastify: no plugins, no hooks; each path answers the body the app gave, as a handler would. */
export async function serveBare() {
  const [message] = (await once(process, 'message')) as [BareRoute[]];
  const app = Fastify();
  for (const route of message) {
    if (route.method === 'POST') {
      app.post(route.path, async (_request, reply) => reply.code(204).send());
      continue;
    }
    const body = Buffer.from(route.body, 'base64');
    if (route.type.includes('json')) {
      const value: unknown = JSON.parse(body.toString());
      app.get(route.path, async () => value);
    } else {
      app.get(route.path, async (_request, reply) => {
        reply.type(route.type);
        if (route.encoding) reply.header('content-encoding', route.encoding);
        return reply.send(body);
      });
    }
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async () => {
    await app.close();
    process.exit(0);
  });
  process.send!({ port: (app.server.address() as { port: number }).port });
}

/** Forks `entry` (the benchmark's own script) with `--serve role`; its port once ready, and a stop. */
export function startChild(entry: string, role: 'app' | 'bare', routes?: BareRoute[]) {
  const child = fork(entry, ['--serve', role], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (routes) child.send(routes);
  const ready = new Promise<FromChild>((resolve, reject) => {
    child.once('message', (message) => resolve(message as FromChild));
    child.once('exit', (code) => reject(new Error(`The ${role} server exited (${code})`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.send('stop');
    await exited;
  };
  return { ready, stop };
}
export type ChildServer = ReturnType<typeof startChild>;
