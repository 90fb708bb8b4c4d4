import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import { createManualClock } from '../lib/clock';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createTestDatabase, testConfig } from '../test/test-app';
import { nextIp, uniqueEmail } from '../test/factories/visitors';

const OPERATOR = 'ops@example.pl';
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

const mailConfig = () => ({
  smtpUrl: smtp.url,
  from: { name: 'Test', address: 'kontakt@example.pl' },
  operatorEmails: [OPERATOR],
});

describe('two server processes on one database', () => {
  it('deliver each message exactly once', async () => {
    // PostgreSQL: two apps, each with its own pool, as two processes would be. PGlite belongs to one
    // process, so there the two workers share it (the claim is the same SQL either way).
    const first = await createTestDatabase();
    const second = first.url ? await openDatabase({ kind: 'postgres', url: first.url, poolSize: 3 }) : null;
    const appA = await buildApp({ config: testConfig({ mail: mailConfig() }), database: first });
    const appB = second
      ? await buildApp({ config: testConfig({ mail: mailConfig() }), database: second })
      : null;
    try {
      const emails = Array.from({ length: 10 }, () => uniqueEmail('two-workers'));
      for (const [index, email] of emails.entries()) {
        const target = index % 2 === 0 || !appB ? appA : appB;
        const response = await target.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: nextIp(),
          payload: { name: 'Dwa Procesy', email, subject: 'Test', message: 'Raz i tylko raz' },
        });
        expect(response.statusCode).toBe(201);
      }
      const workerB = appB ?? appA;
      await Promise.all([
        appA.jobs.runDue(),
        workerB.jobs.runDue(),
        appA.mail.deliverDue(),
        workerB.mail.deliverDue(),
      ]);
      for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
      const rows = await appA.db.select().from(outboxMessages);
      expect(rows.filter((row) => emails.includes(row.recipient)).every((row) => row.state === 'sent')).toBe(
        true,
      );
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await appB?.close();
      await appA.close();
    }
    // Two apps and twenty deliveries: more than the default 30 s on a loaded machine.
  }, 90_000);
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilListening(port: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/popup-settings`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a server killed with SIGKILL right after answering 201', () => {
  it('loses nothing: the next process delivers the confirmation and the notification once', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-kill-'));
    // The child owns the database while it runs: PGlite (a data directory) or the test's PostgreSQL copy.
    const databaseEnv = database.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir };
    if (!database.url) await database.close();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...databaseEnv,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        BUILD_DIR: join(dataDir, 'no-build'),
        APP_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
        SMTP_URL: smtp.url,
        OPERATOR_EMAILS: OPERATOR,
        // The message is posted straight to the API, as an integration would (the proof-of-work is
        // covered by public-forms.api.test.ts).
        PUBLIC_FORM_CHALLENGE: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    try {
      await waitUntilListening(port, child);
      // The SMTP server refuses while the child lives, so whatever the child manages to try is not a delivery.
      smtp.down();
      const email = uniqueEmail('killed');
      const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kill Nine', email, subject: 'Trwałość', message: 'Czy przetrwa?' }),
      });
      expect(response.status).toBe(201);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      smtp.up();
      const { id } = (await response.json()) as { id: string };

      // The next process: later than any backoff or lease the killed one may have left.
      const reopened = database.url
        ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 })
        : await openDatabase({ kind: 'pglite', dataDir });
      const clock = createManualClock(new Date(Date.now() + 10 * 60_000));
      const app = await buildApp({ config: testConfig({ mail: mailConfig() }), database: reopened, clock });
      try {
        await app.jobs.runDue();
        expect(smtp.to(email)).toHaveLength(1);
        expect(smtp.to(email)[0]!.subject).toBe('Otrzymaliśmy Twoją wiadomość');
        const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.relatedId, id));
        expect(rows.map((row) => row.recipient).sort()).toEqual([email, OPERATOR].sort());
        expect(rows.every((row) => row.state === 'sent')).toBe(true);
        await app.jobs.runDue();
        expect(smtp.to(email)).toHaveLength(1);
      } finally {
        await app.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (database.url) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
