import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@server/config';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { measureAdminLists } from './bench/admin';
import { removeSeeded, seedPublicData, type Created } from './bench/fixtures';
import { measurePublicReads, measureSubmission, publicReadsHeading, recordPublicReads } from './bench/public';
import { serveApp, serveBare, startChild, type ChildServer } from './bench/servers';

const USAGE = `Usage: npm run bench [-- --samples 200 --duration 10 --connections 50 --only public|admin]

Starts two server processes on this machine: the app on the configured database (DATABASE_URL, else
DATA_DIR; seed it first with \`npm run seed -- --rows 100000\`, and \`--rows 1000000 --kinds
contacts,bug-reports\` for the large inbox), serving the web build in BUILD_DIR when there is one, and a bare
Fastify that answers the same paths with the same bodies. In the same run it measures:
  - public reads (popup settings, a day's slots, the testimonials, the pages /, /cennik, /regulamin) and the
    page-view beacon (POST /api/visit) with
    autocannon at --connections for --duration seconds against each, app and bare alternately: the app's
    req/s as a ratio of bare Fastify's (budget: at least 0.50);
  - each admin list read (first page, a status filter, a free-text search), one request at a time:
    p50 / p95 / p99 over --samples requests beside bare Fastify's p95 (budget: p95 under 50 ms, under
    100 ms for a kind of 1,000,000 rows or more);
  - a public submission (POST /api/beta-test-signup), req/s and latency.
--only public (reads and the submission) or --only admin (the lists) measures one part.`;

/** This very script: each server is a child process running it with `--serve app|bare`. */
const ENTRY = fileURLToPath(import.meta.url);

/** The admin's session cookie on the app, from its password sign-in. */
async function signIn(base: string, admin: unknown) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status}`);
  return cookie;
}

async function main() {
  const { values } = parseArgs({
    options: {
      samples: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      serve: { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.serve === 'app') return serveApp();
  if (values.serve === 'bare') return serveBare();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.only !== undefined && values.only !== 'public' && values.only !== 'admin') {
    console.error(`--only takes public or admin, not ${values.only}\n\n${USAGE}`);
    process.exit(1);
  }
  const measures = (part: 'public' | 'admin') => values.only === undefined || values.only === part;
  const samples = Number(values.samples ?? 200);
  const load = { duration: Number(values.duration ?? 10), connections: Number(values.connections ?? 50) };
  const config = loadConfig();

  const appServer = startChild(ENTRY, 'app');
  let bareServer: ChildServer | null = null;
  const created: Created = { slots: [], testimonials: [] };
  let base = '';
  let cookie = '';
  try {
    const { port, admin } = await appServer.ready;
    base = `http://127.0.0.1:${port}`;
    cookie = await signIn(base, admin);
    const asAdmin = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const slotsPath = await seedPublicData(asAdmin, config, created);
    const { routes, publicReads } = await recordPublicReads(base, slotsPath);
    bareServer = startChild(ENTRY, 'bare', routes);
    const bare = `http://127.0.0.1:${(await bareServer.ready).port}`;

    console.log(
      `Database: ${config.database.kind}; ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), ` +
        `load average ${os.loadavg()[0]!.toFixed(1)} at start\n`,
    );
    console.log(publicReadsHeading(load));
    if (measures('public')) await measurePublicReads(base, bare, publicReads, load);
    if (measures('admin')) await measureAdminLists(base, bare, cookie, samples);
    if (measures('public')) await measureSubmission(base, load);
  } finally {
    if (cookie) await removeSeeded(base, cookie, created);
    await bareServer?.stop();
    await appServer.stop();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
