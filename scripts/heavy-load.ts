import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { like, sql } from 'drizzle-orm';
import { inboxPath } from '@shared/contracts/inbox';
import { INBOX_KINDS, type InboxKind } from '@shared/inbox';
import { ConfigError, loadConfig } from '@server/config';
import { openConfiguredDatabase } from '@server/db/open-configured';
import { adminUsers } from '@server/db/schema/index';
import { createAuthService } from '@server/modules/auth/service';

const USAGE = `Usage: npm run heavy-load [-- --pdfs 100 --exports 10 --rows 100000 --kind contacts]

Expensive admin work against one compiled server process (BUILD_DIR, else dist: \`npm run build\` first) on
PostgreSQL (DATABASE_URL: use a database of its own, the script seeds it). It makes sure --rows records of one
inbox kind and --pdfs orders with a pro forma exist, starts the server, and measures two bursts while asking
GET /healthz every 10 ms (open loop, from a process of its own) and sampling the server's resident memory:
  - --pdfs concurrent pro forma downloads (GET /api/admin/orders/:id/proforma.pdf);
  - --exports concurrent CSV exports of the whole kind (GET /api/admin/<kind>/export.csv).
For each (and for a control burst of as many small order reads): answers by status, total time, /healthz
p50 / p99 / max during the burst, the server's event-loop delay and peak RSS.
Goal: /healthz p99 under 100 ms during each burst.`;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * The probe, a process of its own so neither the load it measures nor the bodies this process reads delay
 * it: a /healthz request every 10 ms whatever the earlier ones are doing (a stalled server shows as many slow
 * answers, not one), and the server's VmRSS read from /proc at the same pace. Plain JavaScript (node -e).
 */
const PROBE = `
const http = require('node:http');
const { readFileSync } = require('node:fs');
const [url, pid] = [process.env.PROBE_URL, process.env.PROBE_PID];
const agent = new http.Agent({ keepAlive: true });
const times = [];
let failures = 0, inFlight = 0, peakRss = 0;
const rss = () => {
  const match = /VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'));
  if (match) peakRss = Math.max(peakRss, Number(match[1]) * 1024);
};
const timer = setInterval(() => {
  rss();
  if (inFlight >= 2000) return;
  inFlight++;
  const started = performance.now();
  const done = (ok) => { inFlight--; if (ok) times.push(performance.now() - started); else failures++; };
  http.get(url, { agent }, (res) => { res.resume(); res.on('end', () => done(res.statusCode === 200)); })
    .on('error', () => done(false));
}, 10);
process.on('message', () => {
  clearInterval(timer);
  const finish = () => (inFlight === 0 ? process.send({ times, failures, peakRss }, () => process.exit(0)) : setTimeout(finish, 10));
  finish();
});
process.send('ready');
`;

type Probe = { times: number[]; failures: number; peakRss: number };

async function startProbe(url: string, pid: number) {
  const probe = spawn(process.execPath, ['-e', PROBE], {
    env: { ...process.env, PROBE_URL: url, PROBE_PID: String(pid) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await once(probe, 'message');
  return async (): Promise<Probe> => {
    const result = once(probe, 'message');
    probe.send('stop');
    const [measured] = (await result) as [Probe];
    return measured;
  };
}

type Answer = { status: number; bytes: number; lines: number };

/** One GET on a connection of its own; the body is counted, not kept. */
function get(url: string, cookie: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { cookie } }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : mb(bytes));
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(1)} ms`);

function highWaterMark(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/**
 * The server's own event-loop delay (prom-client's monitorEventLoopDelay, reset by each scrape): a blocked
 * loop shows here, whereas /healthz also waits for a CPU on a busy machine.
 */
async function eventLoopDelay(base: string) {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1]) * 1000;
  return { p99: value('nodejs_eventloop_lag_p99_seconds'), max: value('nodejs_eventloop_lag_max_seconds') };
}
const METRICS_TOKEN = randomBytes(18).toString('base64url');

async function burst(label: string, base: string, server: ChildProcess, run: () => Promise<Answer[]>) {
  await eventLoopDelay(base);
  const stopProbe = await startProbe(`${base}/healthz`, server.pid!);
  const started = performance.now();
  const answers = await run();
  const total = performance.now() - started;
  const probe = await stopProbe();
  const loop = await eventLoopDelay(base);
  const times = probe.times.sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const ok = answers.filter((answer) => answer.status === 200);
  console.log(
    `${label}\n` +
      `  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}` +
      (ok.length ? `; a 200 carries ${size(ok[0]!.bytes)} (${ok[0]!.lines} lines)` : '') +
      `\n  total time: ${ms(total)}\n` +
      `  /healthz during it: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, ` +
      `max ${ms(times.at(-1) ?? NaN)} (${times.length} answers, ${probe.failures} failed)\n` +
      `  the server's event-loop delay: p99 ${ms(loop.p99)}, max ${ms(loop.max)}\n` +
      `  server RSS: peak ${mb(probe.peakRss)} sampled every 10 ms; VmHWM since start ${mb(highWaterMark(server.pid!))}`,
  );
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

async function main() {
  const { values } = parseArgs({
    options: {
      pdfs: { type: 'string', default: '100' },
      exports: { type: 'string', default: '10' },
      rows: { type: 'string', default: '100000' },
      kind: { type: 'string', default: 'contacts' },
      help: { type: 'boolean' },
    },
  });
  const pdfs = Number(values.pdfs);
  const exports = Number(values.exports);
  const rows = Number(values.rows);
  const kind = values.kind as InboxKind;
  if (values.help || ![pdfs, exports, rows].every((n) => Number.isInteger(n) && n > 0)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  if (!INBOX_KINDS.includes(kind)) throw new ConfigError(`--kind: one of ${INBOX_KINDS.join(', ')}`);
  const config = loadConfig();
  if (config.database.kind !== 'postgres') throw new ConfigError('Set DATABASE_URL (a PostgreSQL database)');
  const main = join(config.buildDir, 'server', 'main.js');
  if (!existsSync(main)) throw new ConfigError(`No compiled server at ${main}: run npm run build`);
  const root = new URL('..', import.meta.url).pathname;

  // ---- data: the kind's rows and orders with a pro forma -------------------------------------------------
  const database = await openConfiguredDatabase(config);
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await rowsOf<{ n: number | string }>(query))[0]!.n);
  const table = sql.raw(kind.replace('-', '_'));
  const seed = (n: number, seedKind: InboxKind) => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/seed.ts'), '--rows', String(n), '--kinds', seedKind],
      { stdio: 'inherit', cwd: root },
    );
    if (result.status !== 0) throw new Error('Seeding failed');
  };
  const present = await count(sql`select count(*) as n from ${table}`);
  if (present < rows) seed(rows - present, kind);
  const orders = await count(sql`select count(*) as n from orders`);
  if (orders < pdfs) seed(pdfs - orders, 'orders');
  // Orders from the seed have no pro forma: give some a number (its id keeps it unique) and an issue time.
  await database.db.execute(sql`update orders set proforma_number = 'PF/2000/01/' || id,
      proforma_issued_at = created_at
    where id in (select id from orders where proforma_number is null order by created_at limit ${pdfs})
      and (select count(*) from orders where proforma_number is not null) < ${pdfs}`);
  const orderIds = (
    await rowsOf<{ id: string }>(
      sql`select id from orders where proforma_number is not null order by id limit ${pdfs}`,
    )
  ).map((row) => row.id);
  const exported = await count(sql`select count(*) as n from ${table}`);
  const email = `heavy-${randomBytes(4).toString('hex')}@example.pl`;
  const password = randomBytes(18).toString('base64url');
  await createAuthService({ db: database.db }).ensureAdmin(email, password);

  // ---- the compiled server, as production runs it ----------------------------------------------------------
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      const up = await get(`${base}/healthz`, '').catch(() => null);
      if (up?.status === 200) break;
      if (tries > 1200 || server.exitCode !== null) throw new Error('The server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status}`);

    console.log(
      `Server ${main} (pid ${server.pid}) on PostgreSQL; ${os.cpus().length} CPU ` +
        `(${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]!.toFixed(1)}; ` +
        `${exported} ${kind}, ${orderIds.length} orders with a pro forma\n`,
    );
    // One of each first, so neither burst pays for a cold start (the PDF threads, the JIT, the pool).
    const pdfUrl = (id: string) => `${base}/api/admin/orders/${id}/proforma.pdf`;
    await get(pdfUrl(orderIds[0]!), cookie);
    await get(`${base}${inboxPath(kind)}?limit=1`, cookie);

    await burst('idle (1 s, nothing else)', base, server, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return [];
    });
    // The same number of requests for a small JSON answer: what the burst costs as requests, PDFs aside.
    await burst(
      `control: ${pdfs} concurrent order reads (GET /api/admin/orders/:id/fulfilment)`,
      base,
      server,
      () =>
        Promise.all(
          Array.from({ length: pdfs }, (_, n) =>
            get(`${base}/api/admin/orders/${orderIds[n % orderIds.length]!}/fulfilment`, cookie),
          ),
        ),
    );
    await burst(`${pdfs} concurrent pro forma downloads`, base, server, () =>
      Promise.all(
        Array.from({ length: pdfs }, (_, n) => get(pdfUrl(orderIds[n % orderIds.length]!), cookie)),
      ),
    );
    await burst(`${exports} concurrent CSV exports of ${kind} (${exported} rows)`, base, server, () =>
      Promise.all(Array.from({ length: exports }, () => get(`${base}${inboxPath(kind)}/export.csv`, cookie))),
    );
  } finally {
    server.kill('SIGTERM');
    const exited = once(server, 'exit');
    const timeout = setTimeout(() => server.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timeout);
    await database.db.delete(adminUsers).where(like(adminUsers.email, 'heavy-%@example.pl'));
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
