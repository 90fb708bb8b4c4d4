import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every chunk loaded on demand, on the public pages and in the back office, goes through the one
 * helper (load-with-retry.ts, lazy-with-retry.tsx), which asks again once and then says what failed instead
 * of blanking the page. This reads the web client's sources for ways around it.
 */
const WEB = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Files that only define loaders (`() => import(...)`) which others pass to the helper, and why. A new file
 * with an import() must either use the helper itself or be listed here with the place that does.
 */
const LOADER_TABLES: Record<string, string> = {
  'app/public-routes.ts':
    'render-whole-page.tsx loads the page with loadWithRetry (Vite dev server; the server render imports it)',
  'app/public-dialogs.ts':
    'the islands render them with lazyWithRetry; load-islands.ts prefetches them with loadWithRetry',
  'app/islands.ts': 'load-islands.ts loads each island with loadWithRetry',
  'features/legal/legal-documents.ts':
    'live-legal-document.tsx loads them with loadWithRetry (the server directly)',
  'features/legal/legal-page-content.tsx': 'StaticIsland loads LIVE_LOADERS with loadWithRetry',
};

/** A server-only import in a page module (`import.meta.env.SSR ? await import(...)`): never in the browser. */
const SERVER_ONLY = /import\.meta\.env\.SSR\s*\?\s*await import\(/g;

describe('chunks loaded on demand', () => {
  const files = sources(WEB).map((path) => ({ name: relative(WEB, path), code: readFileSync(path, 'utf8') }));

  it('never use React.lazy directly', () => {
    const offenders = files.filter(({ code }) =>
      /\bimport\s*{[^}]*\blazy\b[^}]*}\s*from\s*'react'/.test(code),
    );
    expect(offenders.map(({ name }) => name)).toEqual([]);
  });

  it('go through loadWithRetry or lazyWithRetry', () => {
    const offenders = files
      .filter(
        ({ name }) => !name.startsWith('lib/load-with-retry') && !name.startsWith('lib/lazy-with-retry'),
      )
      .filter(({ code }) => /\bimport\(/.test(code.replace(SERVER_ONLY, '')))
      .filter(({ name, code }) => !LOADER_TABLES[name] && !/\b(loadWithRetry|lazyWithRetry)\(/.test(code))
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it('are loaded only as loaders, never imported in place', () => {
    // `await import(...)` or `import(...).then(...)` at a call site would skip the helper; a loader is
    // `() => import(...)`, handed to it.
    const inPlace = files
      .filter(
        ({ name }) => !name.startsWith('lib/load-with-retry') && !name.startsWith('lib/lazy-with-retry'),
      )
      .flatMap(({ name, code }) =>
        [...code.replace(SERVER_ONLY, '').matchAll(/([\s\S]{0,12})\bimport\(/g)]
          .filter((match) => !/=>\s*$/.test(match[1]!))
          .map((match) => `${name}: …${match[0].trim()}`),
      );
    expect(inPlace).toEqual([]);
  });
});
