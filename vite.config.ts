import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { ModuleInfo } from 'rolldown';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@web': fromRoot('./src/web'),
};

/** Dev server only: the back office's paths get admin.html, as the real server does. */
const adminHtmlInDev: Plugin = {
  name: 'admin-html-in-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const isPage = request.headers.accept?.includes('text/html');
      if (isPage && request.url?.startsWith('/security/admin')) request.url = '/admin.html';
      next();
    });
  },
};

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const SOURCE = fromRoot('./src/');
const PUBLIC_ENTRY = fromRoot('./src/web/entry-public.tsx');
const ADMIN_ENTRY = fromRoot('./src/web/entry-admin.tsx');
const ISLAND_RUNTIME = fromRoot('./src/web/app/island-runtime.tsx');
const BOOK_DEMO_ISLAND = fromRoot('./src/web/app/islands/book-demo.tsx');
const BOOKING_DIALOG = fromRoot('./src/web/features/demo-booking/demo-booking-dialog.tsx');

type Lookup = (id: string) => ModuleInfo | null;

/** A module and everything it imports statically (and, with `dynamic`, lazily too), transitively. */
function closure(lookup: Lookup, roots: string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = lookup(id);
    if (info) queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

let chunkPlan: Map<string, string> | null = null;

/**
 * Which chunk a module goes to. Left to itself the bundler made some 50 small chunks of the public
 * pages' code, one for each set of islands and dialogs sharing a module: a visitor's first tap waited for a
 * chain of requests (with modulepreload, still a request each, a round trip each over HTTP/1.1's six
 * connections, on a phone's network). Instead, what the first tap needs comes in a few chunks:
 *   - react: React alone (the public entry must never import it: decision 0007);
 *   - islands: the code that mounts an island (app/island-runtime.tsx) and what every island shares with it;
 *   - book-demo: the landing page's first-screen island (the bundler's), small;
 *   - ui: what of both the back office uses too (so the back office loads no public page's code);
 *   - demo-booking-dialog: what the booking dialog adds to them (but what the back office uses too).
 * A chunk the back office loads must never import a public one: it would run the public entry there
 * (`publicCodeStaysPublic` checks every build).
 * Only our own modules are placed so: a library's index imports all of it (lucide-react every icon, zod all
 * of zod), so what the pages reach through it is not what they use; the bundler, which knows, chunks
 * libraries. The public entry's own imports stay in it, and everything else (the other islands' own code,
 * the order dialogs, the forms' validation, the back office's screens) is chunked by the bundler as before.
 */
function chunkOf(id: string, lookup: Lookup): string | null {
  if (REACT.test(id)) return 'react';
  if (!chunkPlan) {
    const entry = closure(lookup, [PUBLIC_ENTRY]);
    const admin = closure(lookup, [ADMIN_ENTRY], true);
    const ours = (ids: Set<string>) =>
      [...ids].filter((module) => module.startsWith(SOURCE) && !entry.has(module));
    const runtime = closure(lookup, [ISLAND_RUNTIME]);
    const island = closure(lookup, [BOOK_DEMO_ISLAND]);
    chunkPlan = new Map();
    for (const module of ours(runtime)) chunkPlan.set(module, admin.has(module) ? 'ui' : 'islands');
    for (const module of ours(closure(lookup, [BOOKING_DIALOG]))) {
      if (runtime.has(module) || island.has(module)) continue;
      chunkPlan.set(module, admin.has(module) ? 'ui' : 'demo-booking-dialog');
    }
  }
  return chunkPlan.get(id) ?? null;
}

/**
 * Fails the build if the back office could load the public entry or its islands' runtime: grouping modules into
 * chunks by hand (chunkOf) can make a chunk the back office needs import one of the public pages' (a build
 * did: the booking dialog's chunk held the calendar of the back office's slots screen, and importing it ran
 * the public entry, which hydrated the back office as a public page).
 */
const publicCodeStaysPublic: Plugin = {
  name: 'public-code-stays-public',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    );
    const reached = new Set<string>();
    const queue = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.name === 'admin');
    while (queue.length > 0) {
      const chunk = queue.pop()!;
      if (reached.has(chunk.fileName)) continue;
      reached.add(chunk.fileName);
      if ((chunk.isEntry && chunk.name === 'public') || chunk.name === 'islands') {
        this.error(`The back office reaches the public chunk ${chunk.fileName}`);
      }
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
        const found = chunks.get(next);
        if (found) queue.push(found);
      }
    }
  },
};

// Two HTML entries: the public site (server-rendered, islands hydrated) and the back office (client-rendered).
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss(), adminHtmlInDev, publicCodeStaysPublic],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // One stylesheet, linked by both HTML entries (and inlined into the public pages by scripts/build.ts): no
    // chunk lists CSS among its dependencies, so a lazily loaded chunk never adds that stylesheet again.
    cssCodeSplit: false,
    // Each dynamic import names its chunk's whole static graph, and Vite's helper adds a <link rel="modulepreload">
    // for each before importing: the browser fetches the graph in parallel instead of discovering it one import
    // at a time. Measured on a phone's network (`npm run first-tap`) the public page's React, page and
    // booking dialog were a chain of some 50 requests without it. The public template keeps its hints too: they
    // name only the entry's own few small imports (never React, decision 0007), which then arrive with the entry
    // instead of one round trip after it, and the page's code starts loading some 200 ms sooner.
    modulePreload: true,
    rolldownOptions: {
      input: { public: fromRoot('./src/web/index.html'), admin: fromRoot('./src/web/admin.html') },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // The plan names every module of a group (chunkOf); the bundler must not add their imports to it.
              includeDependenciesRecursively: false,
              groups: [
                {
                  debugName: 'public pages',
                  name: (id, ctx) => chunkOf(id, (module) => ctx.getModuleInfo(module)),
                },
              ],
            },
          },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/oauth': 'http://127.0.0.1:3000' },
  },
}));
