import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { ksefConfigProblems, ksefEnvironmentFields, ksefSettingsFrom } from './config-ksef';
import { z } from 'zod';
import { DEFAULT_RETENTION } from '@shared/privacy';
import { isValidNip, normalizeNip } from '@shared/validation/polish-ids';
import { isPolishIban, normalizeIban } from './lib/iban';
import { PASSWORD_HASH_COST, type AppConfig } from './config-types';

export {
  PASSWORD_HASH_COST,
  type AppConfig,
  type HttpTimeouts,
  type LiveEventsConfig,
  type MailConfig,
  type PasswordHashCost,
} from './config-types';

/**
 * The only place that reads the environment. Everything else receives a parsed `AppConfig`,
 * so tests build an app with the exact configuration they need.
 */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** "Name <address>" or a bare address. */
const MAIL_FROM_PATTERN = /^\s*(?:([^<>]*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/;

export function parseMailFrom(value: string): { name: string; address: string } {
  const match = MAIL_FROM_PATTERN.exec(value);
  if (!match) return { name: '', address: value };
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1').trim();
  return { name, address: (match[2] ?? match[3] ?? '').trim() };
}

const isEmail = (value: string) => z.email().safeParse(value).success;

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], 'must be true or false')
    .default(fallback)
    .transform((value) => value === 'true');

/** A retention period: a whole number of months (or days), at least 1. */
const period = (fallback: number, unit: 'months' | 'days') =>
  z.coerce
    .number()
    .int(`must be a whole number of ${unit}`)
    .min(1, `must be at least 1 (${unit})`)
    .max(unit === 'months' ? 1200 : 36500, `is too long`)
    .default(fallback);

/** A duration in whole seconds, from `min` up to an hour. */
const seconds = (fallback: number, min: number) =>
  z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(min, `must be at least ${min} (seconds)`)
    .max(3600, 'must be at most 3600 (seconds)')
    .default(fallback);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  BUILD_DIR: z.string().min(1).default('./dist'),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must have at least 12 characters').optional()),
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  EN_HOSTNAMES: commaList,
  BUSINESS_TZ: z
    .string()
    .default('Europe/Warsaw')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Warsaw'),
  EUR_RATE: z.coerce.number().positive().default(4.3),
  PUBLIC_URL: optionalString.pipe(z.url('must be an absolute URL such as https://example.pl').optional()),
  PUBLIC_URL_EN: optionalString.pipe(z.url('must be an absolute URL such as https://example.com').optional()),
  DEMO_SITE_URL: optionalString.pipe(z.url('must be an absolute URL').optional()),
  CUSTOMER_APP_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => value.includes('{instance}') && URL.canParse(value.replaceAll('{instance}', 'klub')),
        'must be an absolute URL containing {instance}, such as https://{instance}.example.pl',
      )
      .optional(),
  ),
  MEETING_URL_TEMPLATE: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => value.includes('{token}'),
        'must contain {token}, e.g. https://meet.jit.si/club-{token}',
      )
      .refine(
        (value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value.replaceAll('{token}', 'token')),
        'must be an absolute http(s) URL such as https://meet.jit.si/club-{token}',
      )
      .optional(),
  ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        context.addIssue({
          code: 'custom',
          message:
            "must be false, true (one proxy), a number of proxies, or the proxies' addresses / CIDR ranges " +
            'separated by commas (e.g. 10.0.0.0/8,192.168.1.5)',
        });
        return z.NEVER;
      }
      return trust;
    }),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must have at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COMPANY_NAME: z.string().default('Strzelnica Cloud Consulting Jan Kowalski'),
  // The seller's NIP goes on every VAT invoice and into its KSeF verification link: a bad one is refused at start.
  COMPANY_TAX_ID: z
    .string()
    .default('5261040828')
    .refine(
      isValidNip,
      'must be a valid NIP: 10 digits with a valid check digit and a tax-office prefix the FA(3) schema accepts (not starting 0 or x00), e.g. 5261040828',
    )
    .transform(normalizeNip),
  COMPANY_PHONE: z.string().default('+48 600 000 000'),
  COMPANY_EMAIL: z.email('must be an e-mail address').default('kontakt@example.pl'),
  COMPANY_ADDRESS: z.string().default('ul. Przykładowa 1, 00-001 Warszawa'),
  PUBLIC_FORM_CHALLENGE: booleanFlag('true'),
  MFA_REQUIRED: booleanFlag('true'),
  MFA_STEP_UP_SECONDS: seconds(600, 1),
  RETENTION_CONTACTS_MONTHS: period(DEFAULT_RETENTION.contactsMonths, 'months'),
  RETENTION_DEMO_BOOKINGS_MONTHS: period(DEFAULT_RETENTION.demoBookingsMonths, 'months'),
  RETENTION_BETA_SIGNUPS_MONTHS: period(DEFAULT_RETENTION.betaSignupsMonths, 'months'),
  RETENTION_ORDERS_MONTHS: period(DEFAULT_RETENTION.ordersMonths, 'months'),
  RETENTION_ORDER_PESEL_DAYS: period(DEFAULT_RETENTION.orderPeselDays, 'days'),
  RETENTION_BUG_REPORTS_MONTHS: period(DEFAULT_RETENTION.bugReportsMonths, 'months'),
  COMPANY_BANK_ACCOUNT: z
    .string()
    .default('PL61 1090 1014 0000 0712 1981 2874')
    .refine(
      isPolishIban,
      'must be a Polish IBAN: PL and 26 digits with valid check digits, e.g. PL61 1090 1014 0000 0712 1981 2874',
    )
    .transform(normalizeIban),
  COMPANY_BANK_BIC: optionalString.pipe(
    z
      .string()
      .regex(
        /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
        'must be a BIC/SWIFT code of 8 or 11 characters, e.g. BPKOPLPW',
      )
      .optional(),
  ),
  ...ksefEnvironmentFields,
  SMTP_URL: optionalString.pipe(
    z
      .url('must be a URL such as smtp://user:password@smtp.example.pl:587 or smtps://…:465')
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(MAIL_FROM_PATTERN, 'must be "Name <address@example.pl>" or an address')
      .refine((value) => isEmail(parseMailFrom(value).address), 'must hold a valid e-mail address')
      .optional(),
  ),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds(30, 1),
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds(10, 1),
  HTTP_BODY_IDLE_TIMEOUT_SECONDS: seconds(10, 1),
  SHUTDOWN_DRAIN_SECONDS: seconds(10, 0),
  LIVE_STREAMS_PER_PROCESS: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(1000),
  // A session that ends is noticed by its open stream within this, even when nothing changes.
  LIVE_SESSION_RECHECK_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 (seconds)')
    .max(60, 'must be at most 60 (seconds)')
    .default(30),
  OPERATOR_EMAILS: commaList.refine(
    (list) => list.every(isEmail),
    'must be a comma-separated list of e-mail addresses',
  ),
});

export class ConfigError extends Error {}

/** TRUST_PROXY: false, true (= 1 hop), a hop count, or a comma list of IP addresses and CIDR ranges. */
function parseTrustProxy(raw: string): false | number | string[] | null {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The embedded default keeps a generated secret in DATA_DIR so restarts can still decrypt stored secrets. */
function secretFromDataDir(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const ksefProblems = ksefConfigProblems(e);
  if (ksefProblems.length > 0) throw new ConfigError(`Invalid configuration:\n${ksefProblems.join('\n')}`);
  if (e.NODE_ENV === 'production') {
    const missing = [
      e.APP_SECRET
        ? null
        : '  APP_SECRET: required when NODE_ENV=production (at least 32 random characters, the same for every ' +
          'server process)',
      // Without it every e-mail link would point at localhost and the Origin check would trust the Host header.
      e.PUBLIC_URL
        ? null
        : '  PUBLIC_URL: required when NODE_ENV=production (the public address, such as https://example.pl: ' +
          'the links in e-mails and the Origin check use it)',
    ].filter((line): line is string => line !== null);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir },
    dataDir,
    buildDir: resolve(e.BUILD_DIR),
    initialAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    appSecret: e.APP_SECRET ?? secretFromDataDir(dataDir),
    englishHostnames: e.EN_HOSTNAMES,
    businessTimeZone: e.BUSINESS_TZ,
    eurRate: e.EUR_RATE,
    publicUrl,
    publicUrlEn: (e.PUBLIC_URL_EN ?? publicUrl).replace(/\/$/, ''),
    demoSiteUrl: e.DEMO_SITE_URL ?? 'https://demo.example.pl',
    customerAppUrl: e.CUSTOMER_APP_URL ?? null,
    meetingUrlTemplate: e.MEETING_URL_TEMPLATE ?? null,
    trustProxy: e.TRUST_PROXY,
    publicOrigins: [e.PUBLIC_URL, e.PUBLIC_URL_EN]
      .filter((url): url is string => url !== undefined)
      .map((url) => new URL(url).origin)
      .filter((origin, index, all) => all.indexOf(origin) === index),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    company: {
      name: e.COMPANY_NAME,
      taxId: e.COMPANY_TAX_ID,
      phone: e.COMPANY_PHONE,
      email: e.COMPANY_EMAIL,
      address: e.COMPANY_ADDRESS,
    },
    bankAccount: e.COMPANY_BANK_ACCOUNT,
    bankBic: e.COMPANY_BANK_BIC ?? null,
    ksefEnv: e.KSEF_ENV,
    ksef: ksefSettingsFrom(e, e.COMPANY_TAX_ID),
    secureCookies: e.NODE_ENV === 'production',
    publicFormChallenge: e.PUBLIC_FORM_CHALLENGE,
    mfaRequired: e.MFA_REQUIRED,
    stepUpSeconds: e.MFA_STEP_UP_SECONDS,
    passwordHashCost: PASSWORD_HASH_COST,
    retention: {
      contactsMonths: e.RETENTION_CONTACTS_MONTHS,
      demoBookingsMonths: e.RETENTION_DEMO_BOOKINGS_MONTHS,
      betaSignupsMonths: e.RETENTION_BETA_SIGNUPS_MONTHS,
      ordersMonths: e.RETENTION_ORDERS_MONTHS,
      orderPeselDays: e.RETENTION_ORDER_PESEL_DAYS,
      bugReportsMonths: e.RETENTION_BUG_REPORTS_MONTHS,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ? parseMailFrom(e.MAIL_FROM) : { name: e.COMPANY_NAME, address: e.COMPANY_EMAIL },
      operatorEmails: e.OPERATOR_EMAILS,
    },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      // Node requires the headers' limit below the whole request's.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_SECONDS, e.HTTP_REQUEST_TIMEOUT_SECONDS) * 1000,
      bodyIdleTimeoutMs: e.HTTP_BODY_IDLE_TIMEOUT_SECONDS * 1000,
      shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    },
    liveEvents: {
      maxStreams: e.LIVE_STREAMS_PER_PROCESS,
      sessionRecheckMs: e.LIVE_SESSION_RECHECK_SECONDS * 1000,
    },
  };
}
