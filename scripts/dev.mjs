// `npm run dev`: the API server restarting on change (node --watch) and Vite with hot reload in front of it.
// Open http://localhost:5173 — Vite serves the pages and proxies /api and /oauth to the server on PORT (3000).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? '.dev-no-build' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
