import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('configuration', () => {
  it('has working defaults: embedded database in DATA_DIR, port 3000, Warsaw time', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: dir });
    expect(config.businessTimeZone).toBe('Europe/Warsaw');
    expect(config.initialAdmin).toBeNull();
    // The generated secret is kept, so a restart can still decrypt what was stored.
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(config.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
  });

  it('hashes passwords at the OWASP cost in every environment, production included', () => {
    for (const NODE_ENV of ['development', 'production', 'test']) {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV,
        APP_SECRET: 'a-production-secret-of-at-least-32-characters',
        PUBLIC_URL: 'https://example.pl',
      });
      expect(config.passwordHashCost).toEqual({ memoryCost: 19_456, timeCost: 2 });
    }
  });

  it('bounds how long a request may take and drains 10 s on SIGTERM unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      bodyIdleTimeoutMs: 10_000,
      shutdownDrainMs: 10_000,
    });
    const tuned = loadConfig({
      DATA_DIR: dataDir(),
      HTTP_REQUEST_TIMEOUT_SECONDS: '5',
      HTTP_HEADERS_TIMEOUT_SECONDS: '20',
      SHUTDOWN_DRAIN_SECONDS: '0',
    }).http;
    // Node refuses a headers limit above the whole request's.
    expect(tuned).toMatchObject({ requestTimeoutMs: 5_000, headersTimeoutMs: 5_000, shutdownDrainMs: 0 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), HTTP_BODY_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      /HTTP_BODY_IDLE_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow(ConfigError);
  });

  it('caps the live streams per process at 1000 and checks their sessions every 30 s, never less often than a minute', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).liveEvents).toEqual({
      maxStreams: 1000,
      sessionRecheckMs: 30_000,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        LIVE_STREAMS_PER_PROCESS: '200',
        LIVE_SESSION_RECHECK_SECONDS: '60',
      }).liveEvents,
    ).toEqual({ maxStreams: 200, sessionRecheckMs: 60_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), LIVE_SESSION_RECHECK_SECONDS: '61' })).toThrow(
      /LIVE_SESSION_RECHECK_SECONDS: must be at most 60/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), LIVE_STREAMS_PER_PROCESS: '0' })).toThrow(
      /LIVE_STREAMS_PER_PROCESS/,
    );
  });

  it('reads PostgreSQL, English hosts and the admin from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/app',
      EN_HOSTNAMES: 'Shooting.example.com, www.shooting.example.com ,',
      ADMIN_EMAIL: 'boss@example.pl',
      ADMIN_PASSWORD: 'twelve chars!',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.englishHostnames).toEqual(['shooting.example.com', 'www.shooting.example.com']);
    expect(config.initialAdmin).toEqual({ email: 'boss@example.pl', password: 'twelve chars!' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ BUSINESS_TZ: 'Mars/Olympus' }, 'BUSINESS_TZ'],
    [{ ADMIN_EMAIL: 'boss@example.pl' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'boss@example.pl', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://example.pl' }, 'APP_SECRET'],
    [{ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }, 'PUBLIC_URL'],
    [{ CUSTOMER_APP_URL: 'https://clubs.example.pl' }, 'CUSTOMER_APP_URL'],
    [{ CUSTOMER_APP_URL: '{instance}' }, 'CUSTOMER_APP_URL'],
    [{ APP_SECRET: 'too short' }, 'APP_SECRET'],
    [{ SMTP_URL: 'http://mail.example.pl' }, 'SMTP_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Sklep <not-an-address>' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'two <a@b.pl> <c@d.pl>' }, 'MAIL_FROM'],
    [{ OPERATOR_EMAILS: 'ops@example.pl, nobody' }, 'OPERATOR_EMAILS'],
    [{ PUBLIC_FORM_CHALLENGE: 'yes' }, 'PUBLIC_FORM_CHALLENGE'],
    [{ RETENTION_ORDERS_MONTHS: '0' }, 'RETENTION_ORDERS_MONTHS'],
    [{ RETENTION_ORDER_PESEL_DAYS: '2.5' }, 'RETENTION_ORDER_PESEL_DAYS'],
    [{ COMPANY_BANK_ACCOUNT: 'PL62109010140000071219812874' }, 'COMPANY_BANK_ACCOUNT'],
    [{ COMPANY_BANK_ACCOUNT: 'DE89370400440532013000' }, 'COMPANY_BANK_ACCOUNT'],
    [{ COMPANY_BANK_ACCOUNT: 'PL6110901014000007121981287' }, 'COMPANY_BANK_ACCOUNT'],
    [{ COMPANY_TAX_ID: '5261040827' }, 'COMPANY_TAX_ID'],
    [{ COMPANY_TAX_ID: '526104082' }, 'COMPANY_TAX_ID'],
    // The check digit adds up; the FA(3) schema refuses the tax-office prefix 100.
    [{ COMPANY_TAX_ID: '1004567891' }, 'COMPANY_TAX_ID'],
    [{ COMPANY_BANK_BIC: 'BPKO PLPW' }, 'COMPANY_BANK_BIC'],
    [{ KSEF_ENV: 'production' }, 'KSEF_ENV'],
  ])('refuses %o with a message naming %s', (environment, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...environment })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...environment })).toThrow(variable);
  });

  it('reads the mail settings; without them nothing is sent and the company is the sender', () => {
    const defaults = loadConfig({
      DATA_DIR: dataDir(),
      COMPANY_NAME: 'Firma',
      COMPANY_EMAIL: 'biuro@firma.pl',
    });
    expect(defaults.mail).toEqual({
      smtpUrl: null,
      from: { name: 'Firma', address: 'biuro@firma.pl' },
      operatorEmails: [],
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://user:p%40ss@smtp.example.pl:465',
      MAIL_FROM: '"Strzelnica Cloud" <noreply@example.pl>',
      OPERATOR_EMAILS: 'Ops@Example.pl, sales@example.pl',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:p%40ss@smtp.example.pl:465',
      from: { name: 'Strzelnica Cloud', address: 'noreply@example.pl' },
      operatorEmails: ['ops@example.pl', 'sales@example.pl'],
    });
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: 'bare@example.pl' }).mail.from).toEqual({
      name: '',
      address: 'bare@example.pl',
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.0/24,fd00::/8', ['10.0.0.0/8', '192.168.1.0/24', 'fd00::/8']],
  ])(
    'TRUST_PROXY=%s trusts %o (true is one hop: never the client-written left of X-Forwarded-For)',
    (value, trust) => {
      expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(trust);
    },
  );

  it.each(['yes', '-1', '10.0.0.300', '10.0.0.0/33', 'proxy.example'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });

  it('compares Origin with the configured public URLs, or with the request host when none is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).publicOrigins).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        PUBLIC_URL: 'https://strzelnica.example.pl/',
        PUBLIC_URL_EN: 'https://Shooting.example.com:443/en',
      }).publicOrigins,
    ).toEqual(['https://strzelnica.example.pl', 'https://shooting.example.com']);
  });

  it('requires the proof-of-work and keeps data for the default periods unless told otherwise', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.publicFormChallenge).toBe(true);
    expect(defaults.retention).toEqual({
      contactsMonths: 24,
      demoBookingsMonths: 24,
      betaSignupsMonths: 24,
      ordersMonths: 72,
      orderPeselDays: 30,
      bugReportsMonths: 36,
    });
    const custom = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_FORM_CHALLENGE: 'false',
      RETENTION_CONTACTS_MONTHS: '12',
      RETENTION_ORDER_PESEL_DAYS: '14',
    });
    expect(custom.publicFormChallenge).toBe(false);
    expect(custom.retention).toMatchObject({ contactsMonths: 12, orderPeselDays: 14 });
  });

  it('takes the bank account as a Polish IBAN, spaces allowed, and keeps it without them', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      COMPANY_BANK_ACCOUNT: 'pl61 1090 1014 0000 0712 1981 2874',
    });
    expect(config.bankAccount).toBe('PL61109010140000071219812874');
  });

  it('takes the NIP with separators and keeps its digits; the BIC and the KSeF environment as given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      COMPANY_TAX_ID: '526-104-08-28',
      COMPANY_BANK_BIC: 'BPKOPLPW',
      KSEF_ENV: 'prod',
    });
    expect([config.company.taxId, config.bankBic, config.ksefEnv]).toEqual([
      '5261040828',
      'BPKOPLPW',
      'prod',
    ]);
  });

  it('uses Secure cookies in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://example.pl',
      DATA_DIR: dataDir(),
    });
    expect(config.secureCookies).toBe(true);
  });

  it('refuses production without PUBLIC_URL in one message naming it, and nothing else wrong', () => {
    const start = () =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      /^Invalid configuration:\n {2}PUBLIC_URL: required when NODE_ENV=production[^\n]*$/,
    );
    // Development keeps its localhost default.
    expect(loadConfig({ DATA_DIR: dataDir() }).publicUrl).toBe('http://localhost:3000');
  });

  it("reads the club systems' address pattern", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).customerAppUrl).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir(), CUSTOMER_APP_URL: 'https://{instance}.clubs.example.pl' })
        .customerAppUrl,
    ).toBe('https://{instance}.clubs.example.pl');
  });
});
