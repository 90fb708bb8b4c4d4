import { once } from 'node:events';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxPath } from '@shared/contracts/inbox';
import { EXPORT_BUSY_MESSAGE, MAX_CONCURRENT_EXPORTS } from '../../inbox/routes';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';

/**
 * CSV exports are streamed a slice at a time, and at most MAX_CONCURRENT_EXPORTS run in a process at once.
 * The exports here go over real connections: a client that does not read holds its export open (the
 * stream waits for it), which is what makes "running at once" exact rather than a race.
 */
let app: TestApp;
let cookie: string;
let base: string;

/** About 17 MB of CSV: far more than a paused connection's socket buffers take (4 MB here), so it waits. */
const ROWS = 8000;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await signInAsAdmin(app));
  await app.db.execute(sql`insert into contacts (name, email, subject, message, admin_notes)
    select 'Jan Kowalski ' || i, 'jan' || i || '@example.pl', 'Pytanie o cennik', 'Dzień dobry',
      repeat('Notatka operatora. ', 110)
    from generate_series(1, ${ROWS}) as i`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

type Export = {
  status: number;
  headers: http.IncomingHttpHeaders;
  response: http.IncomingMessage;
  request: http.ClientRequest;
};

/** Starts an export and resolves with its status line; the body is not read until `readAll`. */
function startExport(kind = 'contacts'): Promise<Export> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${inboxPath(kind as never)}/export.csv`, {
      agent: false,
      headers: { cookie },
    });
    request.on('response', (response) =>
      resolve({ status: response.statusCode!, headers: response.headers, response, request }),
    );
    request.on('error', reject);
  });
}

async function readAll({ response }: Export): Promise<string> {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(response, 'end');
  return Buffer.concat(chunks).toString('utf8');
}

/** A small export (another kind, empty: the limit is the process's, whatever the kind). */
const quickExport = () =>
  app.inject({ method: 'GET', url: `${inboxPath('bug-reports')}/export.csv`, headers: { cookie } });

describe('CSV exports at once', () => {
  it(`run ${MAX_CONCURRENT_EXPORTS} at a time: one more is refused with 429, Retry-After and the house shape`, async () => {
    const started = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_EXPORTS + 1 }, () => startExport()),
    );
    const running = started.filter((started) => started.status === 200);
    const refused = started.filter((started) => started.status === 429);
    expect([running.length, refused.length]).toEqual([MAX_CONCURRENT_EXPORTS, 1]);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(await readAll(refused[0]!))).toEqual({ error: EXPORT_BUSY_MESSAGE });
    // Still running (their clients read nothing yet): every other export waits too.
    expect((await quickExport()).statusCode).toBe(429);

    // Read to the end, each is the whole table; then their slots are free again.
    for (const running of started.filter((started) => started.status === 200)) {
      const lines = (await readAll(running)).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(ROWS + 1);
    }
    const again = await Promise.all(Array.from({ length: MAX_CONCURRENT_EXPORTS + 1 }, () => startExport()));
    expect(again.map((started) => started.status).sort()).toEqual([
      ...Array<number>(MAX_CONCURRENT_EXPORTS).fill(200),
      429,
    ]);
    await Promise.all(again.map(readAll));
    expect((await quickExport()).statusCode).toBe(200);
  });

  it('free the slot of an export whose client went away mid-file', async () => {
    const running = await Promise.all(Array.from({ length: MAX_CONCURRENT_EXPORTS }, () => startExport()));
    expect(running.map((started) => started.status)).toEqual(Array(MAX_CONCURRENT_EXPORTS).fill(200));
    expect((await quickExport()).statusCode).toBe(429);

    // One client reads a little of its file and hangs up.
    const [abandoned, kept] = running as [Export, Export];
    await once(abandoned.response, 'data');
    abandoned.request.destroy();
    // The server learns of it from its socket; its slot is then free for the next export.
    let status = 429;
    for (let attempt = 0; attempt < 200 && status === 429; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await quickExport()).statusCode;
    }
    expect(status).toBe(200);
    // The other export was not disturbed, and its end frees the last slot.
    expect((await readAll(kept)).split('\r\n').filter(Boolean)).toHaveLength(ROWS + 1);
    const next = await Promise.all(Array.from({ length: MAX_CONCURRENT_EXPORTS }, () => startExport()));
    expect(next.map((started) => started.status)).toEqual(Array(MAX_CONCURRENT_EXPORTS).fill(200));
    await Promise.all(next.map(readAll));
  });
});
