// `npm start` (and `npm run admin`): build when the build is missing or older than its sources, then run the
// compiled server with plain `node` (source maps on, so stack traces name the TypeScript lines).
//   node scripts/start.mjs            the server (build/server/main.js)
//   node scripts/start.mjs admin …    the admin command line (build/server/admin.js)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const [entry = 'main', ...entryArgs] = process.argv.slice(2);
const markers = [join(buildDir, 'ssr/entry-server.js'), join(buildDir, 'server', `${entry}.js`)];

function newestMtime(dir) {
  let newest = 0;
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    newest = Math.max(newest, item.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(...['src', 'scripts', 'drizzle'].map((dir) => newestMtime(join(root, dir))));
const built = Math.min(...markers.map((marker) => (existsSync(marker) ? statSync(marker).mtimeMs : 0)));
if (built < sources) {
  // The first start builds for a minute or two in silence otherwise: say what is happening.
  // These lines and the build's own output go to stderr, so `npm run admin` keeps a clean standard output.
  const why = built > 0 ? 'its sources changed since the last build' : 'first start, no build yet';
  console.error(`npm start: building the web client and the server (${why}); this takes a minute or two…`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: ['ignore', process.stderr, 'inherit'],
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.error(
    `npm start: build done in ${Math.round((Date.now() - started) / 1000)} s; starting the server…`,
  );
}

// Signals are passed on so the server can finish in-flight requests and close the database.
const child = spawn(
  process.execPath,
  ['--enable-source-maps', join(buildDir, 'server', `${entry}.js`), ...entryArgs],
  { stdio: 'inherit', cwd: root },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
