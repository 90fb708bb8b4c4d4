// Cold start of a server command: time from spawning the process to the first answered HTTP request,
// median of several runs on an already-created embedded database (creating it is a one-off cost).
//   node scripts/measure-cold-start.mjs [--runs 5] [--path /healthz] -- node build/server/main.js
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const separator = process.argv.indexOf('--');
if (separator === -1) {
  console.error('Usage: node scripts/measure-cold-start.mjs [--runs 5] [--path /healthz] -- <command…>');
  process.exit(2);
}
const { values } = parseArgs({
  args: process.argv.slice(2, separator),
  options: { runs: { type: 'string', default: '5' }, path: { type: 'string', default: '/healthz' } },
});
const [command, ...args] = process.argv.slice(separator + 1);

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${port}${values.path}`);
        return performance.now() - started;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'cold-start-'));
try {
  await startOnce(dataDir); // creates and migrates the database: not counted
  const times = [];
  for (let run = 0; run < Number(values.runs); run++) times.push(await startOnce(dataDir));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
