import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedStdout } from './batched-stdout';

function recordingSink() {
  const writes: string[] = [];
  return { writes, sink: batchedStdout((text) => writes.push(text)) };
}

describe('batched stdout', () => {
  it('writes the lines of one turn of the event loop together, once the turn ends', async () => {
    const { writes, sink } = recordingSink();
    sink.write('{"msg":"a"}\n');
    sink.write('{"msg":"b"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n']);
    sink.write('{"msg":"c"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n', '{"msg":"c"}\n']);
  });

  it('writes nothing while no line waits', async () => {
    const { writes, sink } = recordingSink();
    await nextTurn();
    sink.flush();
    expect(writes).toEqual([]);
  });

  it('loses no line when the process exits before the turn ends', () => {
    const module = fileURLToPath(new URL('./batched-stdout.ts', import.meta.url));
    const script = `import { batchedStdout } from ${JSON.stringify(module)};
      const sink = batchedStdout();
      sink.write('first\\n');
      sink.write('last\\n');
      process.exit(3);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.status).toBe(3);
    expect(child.stdout).toBe('first\nlast\n');
  });
});
