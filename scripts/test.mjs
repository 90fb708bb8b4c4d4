// `npm test`: every stage in order, stopping at the first failure, with each stage's duration printed at the
// end (also when a stage fails), so a slow stage is seen in every run, CI's included. Arguments pick stages by
// the start of their key: `node scripts/test.mjs api` (npm run test:api) runs the API suite on both databases.
import { spawnSync } from 'node:child_process';

const node = process.execPath;
const vitest = (project) => [node, 'node_modules/vitest/vitest.mjs', 'run', '--project', project];
const { TEST_DATABASE_URL, ...withoutServer } = process.env;

/** @type {{ key: string, name: string, command: string[], env?: NodeJS.ProcessEnv, skip?: string }[]} */
const allStages = [
  { key: 'lint', name: 'lint', command: ['npm', 'run', 'lint'] },
  { key: 'typecheck', name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { key: 'build', name: 'build', command: ['npm', 'run', 'build'] },
  { key: 'unit', name: 'unit', command: vitest('unit') },
  { key: 'api-pglite', name: 'API on PGlite', command: vitest('api'), env: withoutServer },
  {
    key: 'api-postgres',
    name: 'API on PostgreSQL',
    command: vitest('api'),
    skip: TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set',
  },
  { key: 'cluster', name: 'cluster', command: [node, 'scripts/test-cluster.mjs'] },
  { key: 'e2e', name: 'e2e', command: [node, 'node_modules/@playwright/test/cli.js', 'test'] },
];

const wanted = process.argv.slice(2);
const stages = wanted.length
  ? allStages.filter((stage) => wanted.some((prefix) => stage.key.startsWith(prefix)))
  : allStages;

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const done = [];
const started = Date.now();

function summary() {
  console.log('\n▶ Stage durations (min:s)');
  for (const stage of done) console.log(`  ${stage.name.padEnd(20)} ${stage.result.padEnd(8)} ${stage.time}`);
  console.log(`  ${'total'.padEnd(20)} ${''.padEnd(8)} ${minutes(Date.now() - started)}`);
}

for (const stage of stages) {
  if (stage.skip) {
    console.log(`\n▶ ${stage.name}: skipped (${stage.skip})`);
    done.push({ name: stage.name, result: 'skipped', time: '-' });
    continue;
  }
  console.log(`\n▶ ${stage.name}`);
  const stageStart = Date.now();
  const [command, ...args] = stage.command;
  const result = spawnSync(command, args, { stdio: 'inherit', env: stage.env ?? process.env });
  const ok = result.status === 0;
  done.push({ name: stage.name, result: ok ? 'passed' : 'FAILED', time: minutes(Date.now() - stageStart) });
  if (!ok) {
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();
