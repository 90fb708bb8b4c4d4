import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAltcha } from './altcha';
import { expect, test as base } from './fixtures';
import { freePort } from './own-server';
import { READY_PATH, SERVER_ARGS, serverEnv } from './server-settings';

/**
 * The back office's live stream survives a restart: the server is stopped and started again on the same
 * port and data (a deploy of one process), and the open contacts list, without a reload, shows a contact
 * sent after it came back. A server of its own, as own-server.ts starts one, that this spec can restart.
 */
type Restartable = { url: string; restart(): Promise<void>; stop(): Promise<void> };

async function startRestartable(): Promise<Restartable> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-restart-'));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const start = async () => {
    child = spawn(process.execPath, SERVER_ARGS, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...serverEnv(port, dataDir) },
    });
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`The e2e server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}${READY_PATH}`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (attempt > 480) throw new Error('The e2e server did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    async restart() {
      await halt();
      await start();
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const test = base.extend<{ server: Restartable }>({
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const server = await startRestartable();
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

test('the open list keeps receiving changes after the server restarts', async ({
  adminPage: page,
  server,
  unique,
}) => {
  // Stops and starts a server of its own in the middle of the test: two starts (SERVER_START_TIMEOUT_MS).
  test.setTimeout(180_000);
  const token = `restart${unique.replace(/\W/g, '')}`;
  const send = async (name: string) => {
    const response = await page.request.post('/api/contact', {
      data: await withAltcha(page.request, {
        name,
        email: `${name.replace(/\W/g, '').toLowerCase()}@example.pl`,
        subject: 'Pytanie o wdrożenie',
        message: 'Dzień dobry, ile trwa wdrożenie systemu w klubie?',
      }),
    });
    expect(response.status()).toBe(201);
  };
  await page.goto(`/security/admin/contacts?q=${token}`);
  const list = page.getByRole('list', { name: 'Kontakty' });
  await send(`Przed ${token}`);
  await expect(list.getByText(`Przed ${token}`)).toBeVisible();

  // The stream's answer ends with the old process; the browser comes back to the new one by itself.
  const reopened = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/events');
  await server.restart();
  await reopened;
  await send(`Po ${token}`);
  await expect(list.getByText(`Po ${token}`)).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(2);
});
