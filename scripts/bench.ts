import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, like } from 'drizzle-orm';
import { inboxPath } from '@shared/contracts/inbox';
import { INBOX_CONFIG, INBOX_KINDS, type InboxKind } from '@shared/inbox';
import { buildApp } from '@server/app';
import { ConfigError, loadConfig } from '@server/config';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { openConfiguredDatabase } from '@server/db/open-configured';
import { adminUsers, betaSignups } from '@server/db/schema/index';
import { createAuthService } from '@server/modules/auth/service';

const USAGE = `Usage: npm run bench [-- --samples 200 --duration 10]

Builds the app on the configured database (DATABASE_URL, else DATA_DIR; seed it first with
\`npm run seed -- --rows 100000\`), listens on 127.0.0.1, signs in and measures:
  - each admin list read (first page, a status filter, a free-text search), one request at a time:
    p50 / p95 / p99 over --samples requests (budget: p95 under 50 ms);
  - a public read (GET /api/popup-settings) and a public submission (POST /api/beta-test-signup) with
    autocannon at 50 connections for --duration seconds (budget: p99 under 25 ms).`;

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
  const f = (ms: number) => ms.toFixed(1);
  return {
    p50: f(percentile(times, 50)),
    p95: f(percentile(times, 95)),
    p99: f(percentile(times, 99)),
    total,
  };
}

async function main() {
  const { values } = parseArgs({
    options: { samples: { type: 'string' }, duration: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const samples = Number(values.samples ?? 200);
  const duration = Number(values.duration ?? 10);
  const config = { ...loadConfig(), logLevel: 'silent' };
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const email = `bench-${randomBytes(4).toString('hex')}@example.pl`;
    const password = randomBytes(18).toString('base64url');
    await createAuthService(database.db).ensureAdmin(email, password);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status}`);

    console.log(`Database: ${database.kind}; ${samples} sequential requests per admin read\n`);
    const rows: Row[] = [];
    for (const kind of INBOX_KINDS) {
      const status = INBOX_CONFIG[kind].statuses[1]!.value;
      const reads: [string, string][] = [
        ['first page', ''],
        [`status=${status}`, `&status=${status}`],
        [`q=${SEARCH[kind]}`, `&q=${encodeURIComponent(SEARCH[kind])}`],
      ];
      for (const [label, query] of reads) {
        const result = await measure(`${base}${inboxPath(kind)}?limit=20${query}`, cookie, samples);
        rows.push({ read: `${kind} ${label}`, ...result });
      }
    }
    rows.push({ read: 'dashboard', ...(await measure(`${base}/api/admin/dashboard`, cookie, samples)) });
    console.table(rows);
    const slow = rows.filter((row) => row.read !== 'dashboard' && Number(row.p95) >= 50);
    console.log(
      slow.length
        ? `Over the 50 ms p95 budget: ${slow.map((r) => r.read).join(', ')}`
        : 'Every list read: p95 under 50 ms',
    );

    console.log(`\nPublic endpoints, autocannon, 50 connections, ${duration} s each`);
    const publicRuns = [
      ['GET /api/popup-settings', { url: `${base}/api/popup-settings` }],
      [
        'POST /api/beta-test-signup',
        {
          url: `${base}/api/beta-test-signup`,
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Jan Benchmark',
            email: BENCH_EMAIL,
            phone: '+48 600 100 200',
            clubName: 'KS Benchmark',
            clubSize: '51-100',
          }),
        },
      ],
    ] as const;
    const table = [];
    for (const [label, options] of publicRuns) {
      const result = await autocannon({ ...options, connections: 50, duration });
      table.push({
        endpoint: label,
        'req/s': Math.round(result.requests.average),
        p50: result.latency.p50,
        'p97.5': result.latency.p97_5,
        p99: result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
    console.table(table);
  } finally {
    // Leave the data as it was: the sign-ups the benchmark sent and its admin go, so runs compare.
    await database.db.delete(betaSignups).where(eq(betaSignups.email, BENCH_EMAIL));
    await database.db.delete(adminUsers).where(like(adminUsers.email, 'bench-%@example.pl'));
    await app.close();
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
