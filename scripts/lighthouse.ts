import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * `npm run lighthouse`: Lighthouse (mobile settings, Debian's Chromium) on the built site, served by our own
 * server on a free port with an empty database. Prints the four scores of /, /cennik, /regulamin and
 * /polityka-prywatnosci in both languages and the JavaScript each page loads; exits 1 when / misses the
 * budget (`BUDGET`, as docs/contributing.md 'Public-page weight' states it) in either language.
 * Reports go to .lighthouse/. LIGHTHOUSE_RUNS (default 3): runs of /, the median performance counts;
 * LIGHTHOUSE_PAGES=/,/cennik: other pages than the default four.
 */
const root = new URL('..', import.meta.url).pathname;
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, jsGzipKb: 80 };
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/cennik',
  '/regulamin',
  '/polityka-prywatnosci',
];
const RUNS_OF_HOME = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

type Scores = Record<(typeof CATEGORIES)[number], number>;
type Result = { label: string; scores: Scores; scripts: number; jsGzipKb: number; jsTransferKb: number };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // The compiled server, as `npm start` and production run it (issue 18), not the TypeScript sources.
  const server = spawn(process.execPath, ['--enable-source-maps', join(buildDir, 'server', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      APP_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill();
  throw new Error('The server did not start within 90 s');
}

/** What a gzip client downloads for a built asset: its precompressed .gz, or the file gzipped. */
function gzipSize(pathname: string): number {
  const file = join(buildDir, 'client', pathname);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

async function audit(url: string, label: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = run;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    mkdirSync(join(root, '.lighthouse'), { recursive: true });
    writeFileSync(join(root, '.lighthouse', `${label.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Scores;
    const items = (
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []
    ).filter((item) => item.resourceType === 'Script');
    const own = items.filter((item) => new URL(item.url).host === new URL(url).host);
    return {
      label,
      scores,
      scripts: items.length,
      jsGzipKb: own.reduce((sum, item) => sum + gzipSize(new URL(item.url).pathname), 0) / 1024,
      jsTransferKb: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, STACK-NOTES): such a run is simply repeated. */
async function auditWithRetry(url: string, label: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, label);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${label}: ${error instanceof Error ? error.message : String(error)}; running again`);
    }
  }
}

const median = (results: Result[]) =>
  [...results].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(results.length / 2)]!;

function print(results: Result[]) {
  const header = ['page', 'perf', 'a11y', 'b.p.', 'seo', 'scripts', 'JS gzip KB', 'JS sent KB'];
  const rows = results.map((r) => [
    r.label,
    ...CATEGORIES.map((category) => String(r.scores[category])),
    String(r.scripts),
    r.jsGzipKb.toFixed(1),
    r.jsTransferKb.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );
  }
}

function budgetFailures(result: Result): string[] {
  const failures = CATEGORIES.filter((category) => result.scores[category] < BUDGET[category]).map(
    (category) => `${result.label}: ${category} ${result.scores[category]} < ${BUDGET[category]}`,
  );
  if (result.jsGzipKb > BUDGET.jsGzipKb)
    failures.push(
      `${result.label}: JavaScript ${result.jsGzipKb.toFixed(1)} KB gzip > ${BUDGET.jsGzipKb} KB`,
    );
  return failures;
}

async function main() {
  if (
    !existsSync(join(buildDir, 'ssr', 'entry-server.js')) ||
    !existsSync(join(buildDir, 'server', 'main.js'))
  ) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first (same BUILD_DIR).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  try {
    const results: Result[] = [];
    const failures: string[] = [];
    for (const path of PAGES) {
      for (const language of ['pl', 'en'] as const) {
        const url = `http://127.0.0.1:${port}${path}${language === 'en' ? '?lang=en' : ''}`;
        const label = `${path} (${language})`;
        const runs = path === '/' ? RUNS_OF_HOME : 1;
        const attempts: Result[] = [];
        for (let i = 0; i < runs; i++) attempts.push(await auditWithRetry(url, label));
        const result = median(attempts);
        results.push(result);
        if (path === '/') failures.push(...budgetFailures(result));
      }
    }
    print(results);
    // Lighthouse multiplies the CPU time it observes: other work on the machine lowers performance scores.
    const [load] = loadavg();
    if (load! > availableParallelism()) {
      console.warn(
        `\nLoad average ${load!.toFixed(1)} on ${availableParallelism()} cores: performance scores read low.`,
      );
    }
    if (failures.length > 0) {
      console.error(`\nBudget missed on /:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\n/ meets the budget in both languages (median of ${RUNS_OF_HOME} runs).`);
    }
  } finally {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
