import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/**
 * What the browser measurements (`npm run lighthouse`, `first-tap`, `live-latency`) share: the compiled server of
 * BUILD_DIR on a free port with an empty database, and Debian's Chromium with the same flags.
 */
export const root = new URL('..', import.meta.url).pathname;
export const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
export const CHROME = CHROMIUM_PATH;
/** For Lighthouse's own launcher, which needs headless named; Playwright adds it itself. */
export const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export type BuiltServer = { origin: string; stop(): Promise<void> };

/** Starts the compiled server, as `npm start` and production run it, not the TypeScript sources. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (
    !existsSync(join(buildDir, 'ssr', 'entry-server.js')) ||
    !existsSync(join(buildDir, 'server', 'main.js'))
  ) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first (same BUILD_DIR).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'browser-measure-data-'));
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', join(buildDir, 'server', 'main.js')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        APP_SECRET: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  await stop();
  throw new Error('The server did not start within 90 s');
}
