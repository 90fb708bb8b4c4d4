import autocannon from 'autocannon';
import { rawBody } from './measure';
import { BEACON_BODY, BEACON_HEADERS, BEACON_PATH, BENCH_EMAIL, type BareRoute } from './servers';

/** Public reads and the submission under load (autocannon), the app beside bare Fastify. */

export type PublicRead = { label: string; path: string; post?: boolean };
type LoadOptions = { connections: number; duration: number };

const headers = { 'accept-encoding': 'br, gzip' };

/** Each public read recorded once from the app; bare Fastify answers the same bytes at the same path. */
export async function recordPublicReads(base: string, slotsPath: string) {
  const reads = [
    ['GET /api/popup-settings', '/api/popup-settings'],
    ['GET /api/slots (a day)', slotsPath],
    ['GET /api/testimonials', '/api/testimonials'],
    ['GET / (page, brotli)', '/'],
    ['GET /cennik (page, brotli)', '/cennik'],
    ['GET /regulamin (page, brotli)', '/regulamin'],
  ] as const;
  const routes: BareRoute[] = [];
  const publicReads: PublicRead[] = [];
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
  return { routes, publicReads };
}

/** How measurePublicReads measures (printed before it, whichever parts run). */
export const publicReadsHeading = ({ connections, duration }: LoadOptions) =>
  `Public reads: autocannon, ${connections} connections, ${duration} s per server per round, 2 rounds, ` +
  'app and bare Fastify alternately, after a 1 s warm-up of each';

/** Each read against the app and bare Fastify alternately, two rounds after a warm-up; a table and a verdict. */
export async function measurePublicReads(
  base: string,
  bare: string,
  publicReads: PublicRead[],
  { connections, duration }: LoadOptions,
) {
  const publicTable = [];
  for (const { label, path, post } of publicReads) {
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
  console.table(publicTable);
  const slowPublic = publicTable.filter((row) => Number(row.ratio) < 0.5);
  console.log(
    slowPublic.length
      ? `Under half of bare Fastify: ${slowPublic.map((row) => row.read).join(', ')}`
      : 'Every public read: at least half of bare Fastify',
  );
}

/** A public submission (POST /api/beta-test-signup) under load: req/s and latency. */
export async function measureSubmission(base: string, { connections, duration }: LoadOptions) {
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
