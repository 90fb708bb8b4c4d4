// Scale-out proof (`npm run test:cluster`, part of `npm test`): three compiled server processes on one fresh
// PostgreSQL database. It needs TEST_DATABASE_URL (CI sets it) and a build (`npm test` builds first; run
// alone, the build is brought up to date the way `npm start` does).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('\n▶ Cluster tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server)');
  process.exit(0);
}
const entry = join(resolve(process.env.BUILD_DIR ?? 'dist'), 'server', 'main.js');
if (!existsSync(entry)) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
console.log(
  `\n▶ Cluster tests: 3 server processes on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`,
);
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'cluster'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
