import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildDir, CHROME, CHROME_FLAGS, root, startBuiltServer } from './serve-build';

/**
 * `npm run lighthouse`: Lighthouse (mobile settings, Debian's Chromium) on the built site, served by our own
 * server on a free port with an empty database (scripts/serve-build.ts). Prints the four scores of /,
 * /cennik, /regulamin and /polityka-prywatnosci in both languages and the JavaScript each page loads (before its first paint, and
 * in all while Lighthouse watches); exits 1 when a page misses the budget (`BUDGET`, as docs/contributing.md 'Public-page weight' states it) in either
 * language. Reports go to .lighthouse/. LIGHTHOUSE_RUNS (default 3): runs of each page, the median
 * performance counts; LIGHTHOUSE_PAGES=/,/cennik: other pages than the default four.
 * The visitor's first tap, which Lighthouse does not see, is `npm run first-tap` (scripts/first-tap.ts).
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * `firstPaintJsGzipKb`: the JavaScript asked for before the first contentful paint (the entry and its small
 * imports, decision 0007). Nothing of React follows without input (Lighthouse gives none);
 * `npm run first-tap` measures the first tap, src/server/pages/assets.api.test.ts the entry's weight.
 */
const BUDGET = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  firstPaintJsGzipKb: 8,
  /** Total Blocking Time of the median run: the main thread's long tasks a tap would wait behind. */
  totalBlockingTimeMs: 100,
};
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/cennik',
  '/regulamin',
  '/polityka-prywatnosci',
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

type Scores = Record<(typeof CATEGORIES)[number], number>;
type Result = {
  label: string;
  scores: Scores;
  scripts: number;
  firstPaintJsGzipKb: number;
  jsGzipKb: number;
  jsTransferKb: number;
  /** Total Blocking Time, milliseconds (Lighthouse's simulated figure). */
  tbtMs: number;
  /** The machine's 1-minute load average when the run started: a busy machine reads slow. */
  loadAverage: number;
  /** Every run of the page (the row is their median): performance and load average of each. */
  runs?: string;
};

/** What a gzip client downloads for a built asset: its precompressed .gz, or the file gzipped. */
function gzipSize(pathname: string): number {
  const file = join(buildDir, 'client', pathname);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number };

async function audit(url: string, label: string): Promise<Result> {
  const loadAverage = loadavg()[0]!;
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
    const gzipKb = (scripts: NetworkItem[]) =>
      scripts.reduce((sum, item) => sum + gzipSize(new URL(item.url).pathname), 0) / 1024;
    // Both in milliseconds since the navigation started.
    const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] })
      ?.items?.[0];
    const firstPaint = metrics?.observedFirstContentfulPaint ?? Infinity;
    return {
      label,
      scores,
      scripts: items.length,
      firstPaintJsGzipKb: gzipKb(own.filter((item) => (item.networkRequestTime ?? 0) < firstPaint)),
      jsGzipKb: gzipKb(own),
      jsTransferKb: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      loadAverage,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is simply repeated. */
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
  const header = [
    'page',
    'perf',
    'a11y',
    'b.p.',
    'seo',
    'scripts',
    'JS KB before paint',
    'JS gzip KB',
    'JS sent KB',
    'TBT ms',
    'runs: perf @ load average',
  ];
  const rows = results.map((r) => [
    r.label,
    ...CATEGORIES.map((category) => String(r.scores[category])),
    String(r.scripts),
    r.firstPaintJsGzipKb.toFixed(1),
    r.jsGzipKb.toFixed(1),
    r.jsTransferKb.toFixed(1),
    r.tbtMs.toFixed(0),
    r.runs ?? `${r.scores.performance} @ ${r.loadAverage.toFixed(1)}`,
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
  if (result.firstPaintJsGzipKb > BUDGET.firstPaintJsGzipKb)
    failures.push(
      `${result.label}: JavaScript before the first paint ${result.firstPaintJsGzipKb.toFixed(1)} KB gzip > ${BUDGET.firstPaintJsGzipKb} KB`,
    );
  if (!(result.tbtMs <= BUDGET.totalBlockingTimeMs))
    failures.push(
      `${result.label}: Total Blocking Time ${result.tbtMs.toFixed(0)} ms > ${BUDGET.totalBlockingTimeMs} ms`,
    );
  return failures;
}

async function main() {
  const server = await startBuiltServer();
  try {
    const results: Result[] = [];
    const failures: string[] = [];
    for (const path of PAGES) {
      for (const language of ['pl', 'en'] as const) {
        const url = `${server.origin}${path}${language === 'en' ? '?lang=en' : ''}`;
        const label = `${path} (${language})`;
        const attempts: Result[] = [];
        for (let i = 0; i < RUNS; i++) attempts.push(await auditWithRetry(url, label));
        const result = {
          ...median(attempts),
          runs: attempts.map((run) => `${run.scores.performance} @ ${run.loadAverage.toFixed(1)}`).join(', '),
        };
        console.log(`${label}: ${result.runs} (performance @ load average at the run's start)`);
        results.push(result);
        failures.push(...budgetFailures(result));
      }
    }
    print(results);
    // Lighthouse multiplies the CPU time it observes: other work on the machine lowers performance scores.
    const [load] = loadavg();
    console.log(
      `\nruns: each run's performance @ the 1-minute load average when it started (${availableParallelism()} cores). Load average at the end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}.`,
    );
    if (load! > availableParallelism()) {
      console.warn(
        `Load average ${load!.toFixed(1)} on ${availableParallelism()} cores: performance scores read low.`,
      );
    }
    if (failures.length > 0) {
      console.error(`\nBudget missed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\nEvery page meets the budget in both languages (median of ${RUNS} runs).`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
