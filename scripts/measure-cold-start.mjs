// Cold start of a server command: time from spawning the process to the first answered HTTP request,
// median of several runs on an already-created embedded database (creating it is a one-off cost). Also the
// CPU time the process used until then (Linux /proc), which a busy machine disturbs much less than the wall clock.
//   node scripts/measure-cold-start.mjs [--runs 5] [--path /healthz] -- node build/server/main.js
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** User + system CPU milliseconds of a process (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
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
        return { wall: performance.now() - started, cpu: cpuMs(child.pid) };
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
  const runs = [];
  for (let run = 0; run < Number(values.runs); run++) runs.push(await startOnce(dataDir));
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const wall = runs.map((run) => run.wall);
  const cpu = runs.map((run) => run.cpu);
  console.log(`wall: ${wall.map((t) => t.toFixed(0)).join(', ')} ms; median ${median(wall).toFixed(0)} ms`);
  console.log(`cpu:  ${cpu.join(', ')} ms; median ${median(cpu)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
