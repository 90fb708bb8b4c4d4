import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { buildServer } from './build-server';

/**
 * Builds the web client (both HTML entries) and the server-rendering bundle, then precompresses the
 * static assets: @fastify/static serves .br/.gz as they are (STACK-NOTES pitfall 6). Last, compiles the
 * server itself (build-server.ts), which `npm start` runs with plain `node`.
 */
const root = new URL('..', import.meta.url).pathname;
// BUILD_DIR lets two builds (or a build and a running server) live side by side; the server reads the same variable.
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');

function run(args: string[]) {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), ...args], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['build', '--outDir', join(buildDir, 'client'), '--logLevel', 'warn']);
run(['build', '--ssr', 'entry-server.tsx', '--outDir', join(buildDir, 'ssr'), '--logLevel', 'warn']);

const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
function compressTree(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      compressTree(path);
      continue;
    }
    if (!compressible.test(name)) continue;
    const body = readFileSync(path);
    if (body.length < 512) continue;
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
compressTree(join(buildDir, 'client'));
// The SSR bundle is ESM (it may use top-level await): say so wherever BUILD_DIR is, not only inside the repository.
writeFileSync(join(buildDir, 'ssr', 'package.json'), '{ "type": "module" }\n');
// A BUILD_DIR outside the repository (/tmp/build-…) must still resolve the SSR bundle's dependencies.
const modulesLink = join(buildDir, 'node_modules');
if (relative(root, buildDir).startsWith('..') && !existsSync(modulesLink)) {
  symlinkSync(join(root, 'node_modules'), modulesLink, 'dir');
}
await buildServer(root, buildDir);
console.log(`Built ${buildDir}/client, ${buildDir}/ssr and ${buildDir}/server`);
