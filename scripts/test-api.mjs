// The API suite on the embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it),
// so both drivers stay proven by `npm test`.
import { spawnSync } from 'node:child_process';

const vitest = (env, label) => {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
vitest(withoutServer, 'PGlite');
if (TEST_DATABASE_URL) vitest(process.env, `PostgreSQL (${new URL(TEST_DATABASE_URL).host})`);
