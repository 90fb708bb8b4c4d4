import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import { DEFAULT_RETENTION } from '@shared/privacy';
import { buildApp, type BuildAppOptions } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { uniqueEmail } from './factories/visitors';
import { startTestSmtp } from './smtp';

/** A configuration for tests: nothing read from the environment, nothing written to disk. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: null },
    dataDir: '/nonexistent',
    buildDir: 'dist',
    initialAdmin: null,
    appSecret: 'test-secret-that-is-long-enough-for-hkdf-0123456789',
    englishHostnames: ['shootingclub.example.com'],
    businessTimeZone: 'Europe/Warsaw',
    eurRate: 4.3,
    publicUrl: 'http://localhost:3000',
    publicUrlEn: 'http://localhost:3000',
    demoSiteUrl: 'https://demo.example.pl',
    customerAppUrl: null,
    meetingUrlTemplate: null,
    trustProxy: false,
    publicOrigins: [],
    logLevel: 'silent',
    metricsToken: null,
    company: {
      name: 'Test Consulting',
      taxId: '5261040828',
      phone: '+48 600 000 000',
      email: 'kontakt@example.pl',
      address: 'ul. Testowa 1, 00-001 Warszawa',
    },
    bankAccount: 'PL61109010140000071219812874',
    bankBic: 'BPKOPLPW',
    ksefEnv: 'test',
    ksef: null,
    secureCookies: false,
    // Tests post forms directly; the proof-of-work is tested on purpose where it is switched on.
    publicFormChallenge: false,
    // Suites that sign in with a password alone; the two-factor tests switch it on.
    mfaRequired: false,
    stepUpSeconds: 600,
    // The least argon2id accepts (8 KiB, 1 pass): hundreds of sign-ins per run; a server always uses the
    // OWASP cost (loadConfig; passwords.test.ts proves the hash it writes).
    passwordHashCost: { memoryCost: 8, timeCost: 1 },
    retention: { ...DEFAULT_RETENTION },
    mail: {
      smtpUrl: null,
      from: { name: 'Test Consulting', address: 'kontakt@example.pl' },
      operatorEmails: [],
    },
    http: {
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      bodyIdleTimeoutMs: 10_000,
      shutdownDrainMs: 0,
    },
    liveEvents: { maxStreams: 1000, sessionRecheckMs: 30_000 },
    ...overrides,
  };
}

/**
 * What the e-mail tests change: mail goes to their SMTP server, the operators are theirs, and links point at
 * distinct Polish and English public addresses so a test can tell which language a link was made for.
 */
export function mailTestConfig(smtpUrl: string, operatorEmails: string[]): Partial<AppConfig> {
  return {
    publicUrl: 'https://strzelnica.example.pl',
    publicUrlEn: 'https://shootingclub.example.com',
    mail: { smtpUrl, from: testConfig().mail.from, operatorEmails },
  };
}

/** A fresh, migrated database of its own: PGlite from the run's snapshot, or a copy of the PostgreSQL template. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    return openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: new Blob([readFileSync(target.snapshotFile)]),
    });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.serverUrl });
  await admin.connect();
  try {
    // Two files copying the template at the same moment can collide; the copy is quick, so retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${target.template}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(target.serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    /** The database's address, so a test can open a second app (another "process") on it. */
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: target.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'clock' | 'onRoute'> = {},
) {
  const database = await createTestDatabase();
  return buildApp({
    config: testConfig(overrides),
    database,
    clock: options.clock,
    onRoute: options.onRoute,
  });
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test file's app with a signed-in admin, on a database of its own and closed after the file's tests:
 * `const { app, headers } = await appWithAdmin();` at the top of the file.
 */
export async function appWithAdmin(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'clock' | 'onRoute'> = {},
) {
  const app = await createTestApp(overrides, options);
  afterAll(() => app.close());
  const admin = await signInAsAdmin(app);
  const headers: Record<string, string> = admin.headers;
  return { app, admin, headers };
}

/**
 * A test file's app whose e-mails go to a test SMTP server of its own (mailTestConfig, `operatorEmails` the
 * operators), with a signed-in admin's `headers`; the app and the SMTP server close after the file's tests.
 */
export async function appWithMail(
  operatorEmails: string[],
  options: Pick<BuildAppOptions, 'clock' | 'onRoute'> = {},
) {
  const smtp = await startTestSmtp();
  const app = await createTestApp(mailTestConfig(smtp.url, operatorEmails), options);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const { headers } = await signInAsAdmin(app);
  return { app, smtp, headers };
}

/** Listens on a free port of 127.0.0.1 (a real socket, for what inject() cannot do): the server's base URL. */
export async function listenOnLoopback(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** GET `url` with the admin's `headers` (a download, a screen's data): the response, which must be a 200. */
export async function adminDownload(app: TestApp, headers: Record<string, string>, url: string) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response;
}

/** Creates an admin (unique e-mail) and signs in; returns the cookie header for authenticated requests. */
export async function signInAsAdmin(app: TestApp) {
  const email = uniqueEmail('admin', 'example.pl');
  const password = 'correct horse battery staple';
  await app.deps.auth.createAdmin(email, password);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return { email, password, cookie: `sid=${cookie!.value}`, headers: { cookie: `sid=${cookie!.value}` } };
}
