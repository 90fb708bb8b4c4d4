import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The built web client the page tests serve: `npm run build` output in BUILD_DIR (default dist), the same
 * variable the server reads. `npm test` builds before vitest runs, so these tests see the current code.
 */
export function builtClient() {
  const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
  const clientDir = join(buildDir, 'client');
  const ssrEntry = join(buildDir, 'ssr', 'entry-server.js');
  if (!existsSync(ssrEntry) || !existsSync(join(clientDir, 'index.html'))) {
    throw new Error(`No web build in ${buildDir}: run \`npm run build\` (with the same BUILD_DIR) first.`);
  }
  return { clientDir, ssrEntry, assets: readdirSync(join(clientDir, 'assets')) };
}
