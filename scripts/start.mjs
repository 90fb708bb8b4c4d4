// `npm start`: build the web client if it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const marker = join(resolve(root, process.env.BUILD_DIR ?? 'dist'), 'ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(join(root, 'src/web')), newestMtime(join(root, 'src/shared')));
if (!existsSync(marker) || statSync(marker).mtimeMs < sources) {
  // The first start builds for a minute or two in silence otherwise: say what is happening (issue 16).
  const why = existsSync(marker) ? 'its sources changed since the last build' : 'first start, no build yet';
  console.log(`npm start: building the web client (${why}); this takes a minute or two…`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(
    `npm start: build done in ${Math.round((Date.now() - started) / 1000)} s; starting the server…`,
  );
}

// Signals are passed on so the server can finish in-flight requests and close the database.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
