import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { eq, like } from 'drizzle-orm';
import { inboxPath } from '@shared/contracts/inbox';
import { INBOX_CONFIG, INBOX_KINDS, type InboxKind } from '@shared/inbox';
import { dayBounds, instantOf, isWeekday, todayIn, type CalendarDay } from '@shared/slot-rules';
import { buildApp } from '@server/app';
import { ConfigError, loadConfig, type AppConfig } from '@server/config';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { openConfiguredDatabase } from '@server/db/open-configured';
import { adminUsers, betaSignups, pageViews } from '@server/db/schema/index';
import { createAuthService } from '@server/modules/auth/service';
import { loggerOptions } from '@server/observability/logger';

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

/** Searches an operator would type: a surname fragment in people's records, a word in bug titles. */
const SEARCH: Record<InboxKind, string> = {
  contacts: 'kowalsk',
  'demo-bookings': 'nowak',
  orders: 'wiśniewsk',
  'beta-signups': 'lewandowsk',
  'bug-reports': 'eksport',
};

/** The address of the benchmark's own sign-ups, removed afterwards. */
const BENCH_EMAIL = 'bench-signup@example.pl';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Row = { read: string; p50: string; p95: string; p99: string; total: string };

/** What one child process answers: the app, or bare Fastify serving recorded bodies at the same paths. */
type BareRoute = {
  path: string;
  type: string;
  encoding: string | null;
  body: string /* base64 */;
  /** POST: the page-view beacon, answered 204 with no body. */
  method?: 'POST';
};

/** The page-view beacon as a browser sends it (a browser's user agent: a bot's is not counted). */
const BEACON_PATH = '/api/visit';
const BEACON_BENCH_PAGE = '/bench-beacon';
const BEACON_BODY = JSON.stringify({ path: `${BEACON_BENCH_PAGE}?utm_source=bench`, language: 'pl' });
const BEACON_HEADERS = {
  'content-type': 'application/json',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
type FromChild = { port: number; admin?: { email: string; password: string } };

async function measure(url: string, cookie: string, samples: number) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return { ms: performance.now() - started, total: response.headers.get('x-total-count') ?? '' };
  };
  for (let i = 0; i < Math.min(20, samples); i++) await once(); // warm caches and the pool
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < samples; i++) {
    const result = await once();
    times.push(result.ms);
    total = result.total;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), total };
}

const ms = (value: number) => value.toFixed(1);

// ---- the two servers (child processes, so the load generator does not share their event loop) ----------

/** The app as `npm start` runs it (production logging, the web build when there is one). */
async function serveApp() {
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
async function serveBare() {
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

function startChild(role: 'app' | 'bare', routes?: BareRoute[]) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', role], {
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

// ---- the measurement ---------------------------------------------------------------------------------

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
  const duration = Number(values.duration ?? 10);
  const connections = Number(values.connections ?? 50);
  const config = loadConfig();

  const appServer = startChild('app');
  let bareServer: ReturnType<typeof startChild> | null = null;
  const created: { slots: string[]; testimonials: string[] } = { slots: [], testimonials: [] };
  let base = '';
  let cookie = '';
  try {
    const { port, admin } = await appServer.ready;
    base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status}`);
    const asAdmin = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    // A day with slots (three of them booked-looking is not needed: free ones serialize the same) and a
    // few testimonials, so the public reads answer what a visitor's would; removed afterwards.
    const day = benchDay(config.businessTimeZone);
    for (const hour of [8, 9, 10, 11, 12, 13]) {
      const response = await asAdmin('POST', '/api/admin/slots', { datetime: slotAt(day, hour, config) });
      if (response.ok) created.slots.push(((await response.json()) as { id: string }).id);
    }
    for (let n = 1; n <= 3; n++) {
      const response = await asAdmin('POST', '/api/testimonials', {
        clubName: `KS Benchmark ${n}`,
        shortTestimonial: 'System, który oszczędza zarządowi godziny każdego tygodnia.',
        fullTestimonial: 'Od wdrożenia ewidencja, składki i zapisy na zawody są w jednym miejscu.',
        authorName: 'Jan Benchmark',
        authorPosition: 'Prezes',
        isActive: true,
      });
      if (response.ok) created.testimonials.push(((await response.json()) as { id: string }).id);
    }
    const { start, end } = dayBounds(day, config.businessTimeZone);
    const slotsPath = `/api/slots?start=${start.toISOString()}&end=${end.toISOString()}`;

    // Each public read recorded once from the app; bare Fastify answers the same bytes at the same path.
    const reads = [
      ['GET /api/popup-settings', '/api/popup-settings'],
      ['GET /api/slots (a day)', slotsPath],
      ['GET /api/testimonials', '/api/testimonials'],
      ['GET / (page, brotli)', '/'],
      ['GET /cennik (page, brotli)', '/cennik'],
      ['GET /regulamin (page, brotli)', '/regulamin'],
    ] as const;
    const headers = { 'accept-encoding': 'br, gzip' };
    const routes: BareRoute[] = [];
    const publicReads: { label: string; path: string; post?: boolean }[] = [];
    for (const [label, path] of reads) {
      const response = await fetch(`${base}${path}`, { headers });
      if (!response.ok) {
        console.log(
          `(${label}: ${response.status}, skipped${path.startsWith('/api') ? '' : ': no web build'})`,
        );
        continue;
      }
      routes.push({
        path: path.split('?')[0]!,
        type: response.headers.get('content-type') ?? 'application/octet-stream',
        // fetch decodes; the raw bytes are needed: ask again without decoding.
        encoding: response.headers.get('content-encoding'),
        body: (await rawBody(`${base}${path}`, headers)).toString('base64'),
      });
      publicReads.push({ label, path });
    }
    // The page-view beacon, beside the reads: every public page view sends one.
    routes.push({ path: BEACON_PATH, type: '', encoding: null, body: '', method: 'POST' });
    publicReads.push({ label: 'POST /api/visit (page-view beacon)', path: BEACON_PATH, post: true });
    bareServer = startChild('bare', routes);
    const bare = `http://127.0.0.1:${(await bareServer.ready).port}`;

    console.log(
      `Database: ${config.database.kind}; ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), ` +
        `load average ${os.loadavg()[0]!.toFixed(1)} at start\n`,
    );
    console.log(
      `Public reads: autocannon, ${connections} connections, ${duration} s per server per round, 2 rounds, ` +
        'app and bare Fastify alternately, after a 1 s warm-up of each',
    );
    const publicTable = [];
    for (const { label, path, post } of measures('public') ? publicReads : []) {
      const request = post
        ? { method: 'POST' as const, body: BEACON_BODY, headers: { ...headers, ...BEACON_HEADERS } }
        : { headers };
      let appRequests = 0;
      let bareRequests = 0;
      let appP99 = 0;
      let bareP99 = 0;
      let failures = 0;
      // Warm-up, not counted: both servers' JIT has compiled the path before either is measured.
      await autocannon({ url: `${base}${path}`, ...request, connections, duration: 1 });
      await autocannon({ url: `${bare}${path}`, ...request, connections, duration: 1 });
      for (let round = 0; round < 2; round++) {
        const a = await autocannon({ url: `${base}${path}`, ...request, connections, duration });
        const b = await autocannon({ url: `${bare}${path}`, ...request, connections, duration });
        appRequests += a.requests.average;
        bareRequests += b.requests.average;
        appP99 = Math.max(appP99, a.latency.p99);
        bareP99 = Math.max(bareP99, b.latency.p99);
        failures += a.non2xx + a.errors + a.timeouts;
      }
      publicTable.push({
        read: label,
        'app req/s': Math.round(appRequests / 2),
        'bare req/s': Math.round(bareRequests / 2),
        ratio: (appRequests / bareRequests).toFixed(2),
        'app p99 ms': appP99,
        'bare p99 ms': bareP99,
        failures,
      });
    }
    if (measures('public')) console.table(publicTable);
    const slowPublic = publicTable.filter((row) => Number(row.ratio) < 0.5);
    if (measures('public'))
      console.log(
        slowPublic.length
          ? `Under half of bare Fastify: ${slowPublic.map((row) => row.read).join(', ')}`
          : 'Every public read: at least half of bare Fastify',
      );

    if (measures('admin')) {
      const bareP95 = (await measure(`${bare}/api/popup-settings`, '', samples)).p95;
      console.log(
        `\nAdmin lists: ${samples} sequential requests each; bare Fastify's p95 for a tiny answer: ${ms(bareP95)} ms`,
      );
      const rows: (Row & { budget: string })[] = [];
      for (const kind of INBOX_KINDS) {
        const status = INBOX_CONFIG[kind].statuses[1]!.value;
        const list = `${base}${inboxPath(kind)}`;
        const listReads: [string, string][] = [
          ['first page', `${list}?limit=20`],
          [`status=${status}`, `${list}?limit=20&status=${status}`],
          [`q=${SEARCH[kind]}`, `${list}?limit=20&q=${encodeURIComponent(SEARCH[kind])}`],
          // The sidebar's counts, asked on every admin screen.
          ['summary', `${list}/summary`],
        ];
        for (const [label, url] of listReads) {
          const result = await measure(url, cookie, samples);
          rows.push({
            read: `${kind} ${label}`,
            p50: ms(result.p50),
            p95: ms(result.p95),
            p99: ms(result.p99),
            total: result.total,
            budget: '',
          });
        }
        // The kind's size is its unfiltered total: 1,000,000 rows and more get the 100 ms budget.
        const kindRows = rows.slice(-listReads.length);
        const size = Number(kindRows[0]!.total);
        for (const row of kindRows) row.budget = size >= 1_000_000 ? '100' : '50';
      }
      const dashboard = await measure(`${base}/api/admin/dashboard`, cookie, samples);
      rows.push({
        read: 'dashboard',
        p50: ms(dashboard.p50),
        p95: ms(dashboard.p95),
        p99: ms(dashboard.p99),
        total: '',
        budget: '',
      });
      console.table(rows);
      const slow = rows.filter((row) => row.budget && Number(row.p95) >= Number(row.budget));
      console.log(
        slow.length
          ? `Over the p95 budget: ${slow.map((r) => r.read).join(', ')}`
          : 'Every list read: p95 within its budget (50 ms; 100 ms at 1,000,000 rows)',
      );
    }

    if (measures('public')) {
      console.log(`\nPublic submission, autocannon, ${connections} connections, ${duration} s`);
      const result = await autocannon({
        url: `${base}/api/beta-test-signup`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Jan Benchmark',
          email: BENCH_EMAIL,
          phone: '+48 600 100 200',
          clubName: 'KS Benchmark',
          clubSize: '51-100',
        }),
        connections,
        duration,
      });
      console.table([
        {
          endpoint: 'POST /api/beta-test-signup',
          'req/s': Math.round(result.requests.average),
          p50: result.latency.p50,
          'p97.5': result.latency.p97_5,
          p99: result.latency.p99,
          'non-2xx': result.non2xx,
          errors: result.errors + result.timeouts,
        },
      ]);
    }
  } finally {
    if (cookie) {
      for (const id of created.slots) {
        await fetch(`${base}/api/admin/slots/${id}?notify=false`, { method: 'DELETE', headers: { cookie } });
      }
      for (const id of created.testimonials) {
        await fetch(`${base}/api/testimonials/${id}`, { method: 'DELETE', headers: { cookie } });
      }
    }
    await bareServer?.stop();
    await appServer.stop();
  }
}

/** The raw (still compressed) bytes of an answer: fetch would decode them. */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

/** A weekday some weeks ahead, inside the booking horizon, unlikely to hold anyone's real slots. */
function benchDay(timeZone: string): CalendarDay {
  const today = todayIn(timeZone);
  for (let offset = 17; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isWeekday(day)) return day;
  }
}

const slotAt = (day: CalendarDay, hour: number, config: AppConfig) =>
  instantOf({ ...day, hour }, config.businessTimeZone).toISOString();

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
