import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { buildServer } from './build-server';

/**
 * Builds the web client (both HTML entries) and the server-rendering bundle, then precompresses the
 * static assets: @fastify/static serves .br/.gz as they are (docs/contributing.md, stack pitfall 6). Last, compiles the
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
inlineStylesheets(join(buildDir, 'client', 'index.html'));
run(['build', '--ssr', 'entry-server.tsx', '--outDir', join(buildDir, 'ssr'), '--logLevel', 'warn']);

/**
 * The public pages' stylesheet goes into their HTML: a phone paints the server-rendered page as soon as the
 * HTML arrives, without a second round trip that blocks rendering. It is the whole stylesheet, not
 * only the first screen's rules: about 10 KB compressed, and it spares every later screen a flash of
 * unstyled content. The CSP allows inline styles (React's style attributes need them anyway).
 */
function inlineStylesheets(htmlPath: string) {
  const html = readFileSync(htmlPath, 'utf8').replace(
    /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g,
    (_link, href: string) => `<style>${readFileSync(join(buildDir, 'client', href), 'utf8').trim()}</style>`,
  );
  writeFileSync(htmlPath, html);
}

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
