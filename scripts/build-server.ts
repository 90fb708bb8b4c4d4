import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * The server's entry points, compiled to `<build>/server/<name>.js`: what `npm start` and `npm run admin` run,
 * and the pro forma threads' code, which the server starts beside itself (proforma/render-pool.ts).
 */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  admin: 'scripts/admin.ts',
  'proforma-worker': 'src/server/modules/orders/proforma/render-worker.ts',
} as const;

/**
 * Compiles the server to plain ESM JavaScript with source maps, so production runs `node` alone (no
 * TypeScript loader). Packages stay external (resolved from node_modules at run time); our own code,
 * including `@shared/…`, is bundled. The migrations and the FA(3) schema are copied beside the bundle, which
 * finds them there; so is the worker's bundle.
 */
export async function buildServer(root: string, buildDir: string) {
  const outDir = join(buildDir, 'server');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, path]) => [name, join(root, path)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    jsx: 'automatic',
    tsconfig: join(root, 'tsconfig.json'),
    define: {
      __MIGRATIONS_FOLDER__: JSON.stringify('./drizzle'),
      __PROFORMA_WORKER__: JSON.stringify('./proforma-worker.js'),
      __FA3_SCHEMA_FOLDER__: JSON.stringify('./fa3-schema/'),
    },
    logLevel: 'warning',
  });
  cpSync(join(root, 'drizzle'), join(outDir, 'drizzle'), { recursive: true });
  // Every invoice is validated against the FA(3) schema before it is issued (invoices/fa3-validate.ts).
  cpSync(join(root, 'src/server/modules/invoices/fa3-schema'), join(outDir, 'fa3-schema'), {
    recursive: true,
  });
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
}
