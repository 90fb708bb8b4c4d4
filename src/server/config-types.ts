import type { CompanyDetails } from '@shared/company';
import type { RetentionPeriods } from '@shared/privacy';
import type { KsefSettings } from './config-ksef';

/** The parsed configuration's shape: what `loadConfig` builds from the environment and the app receives. */

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  dataDir: string;
  /** Where `npm run build` put the web client (client/ and ssr/). */
  buildDir: string;
  initialAdmin: { email: string; password: string } | null;
  /** Master secret: keys for encryption at rest are derived from it. */
  appSecret: string;
  englishHostnames: string[];
  businessTimeZone: string;
  eurRate: number;
  publicUrl: string;
  publicUrlEn: string;
  demoSiteUrl: string;
  /**
   * Where a club's system lives when its instance has no domain: a pattern with `{instance}` for the
   * instance's name (CUSTOMER_APP_URL); null: the welcome e-mail cannot name an address.
   */
  customerAppUrl: string | null;
  /**
   * Each demo's own meeting address, made at booking: `{token}` becomes a fresh unguessable value. Null: the
   * operator sets the link by hand.
   */
  meetingUrlTemplate: string | null;
  /**
   * Which proxies' X-Forwarded-* headers count (Fastify's `trustProxy`): false (none), a number of hops
   * counted from our side, or the proxies' addresses / CIDR ranges. Never `true`, which would take the
   * left-most X-Forwarded-For entry: the one the client writes.
   */
  trustProxy: false | number | string[];
  /**
   * The origins a state-changing request may come from: those of PUBLIC_URL and PUBLIC_URL_EN when set.
   * Empty: none configured, so the request's own host is compared instead (development, tests).
   */
  publicOrigins: string[];
  logLevel: string;
  /** Bearer token Prometheus presents at /metrics; null: no /metrics at all. */
  metricsToken: string | null;
  company: CompanyDetails;
  /** The seller's bank account for transfers (pro forma), a normalized Polish IBAN. */
  bankAccount: string;
  /** The bank's BIC/SWIFT, printed for a transfer from abroad (English pro formas and invoices); null: not shown. */
  bankBic: string | null;
  /** Which KSeF environment the invoices' verification QR codes point at. */
  ksefEnv: 'test' | 'demo' | 'prod';
  /** Sending invoices to KSeF (null: no credentials, nothing is sent). */
  ksef: KsefSettings | null;
  /** Cookies get the Secure flag: production is served over HTTPS. */
  secureCookies: boolean;
  /** Public forms require an ALTCHA proof-of-work solution (off for integrations and tests). */
  publicFormChallenge: boolean;
  /** Whether an admin without a second factor must enrol one before anything else (false: password alone). */
  mfaRequired: boolean;
  /** How recent a second factor must be for the step-up actions (PESEL, exports, secrets, admins). */
  stepUpSeconds: number;
  /**
   * argon2id's cost for new password hashes: always PASSWORD_HASH_COST (no variable lowers it); only the
   * tests' configuration asks for less, so that signing in hundreds of times stays cheap.
   */
  passwordHashCost: PasswordHashCost;
  /** How long personal data is kept before the retention job anonymises it. */
  retention: RetentionPeriods;
  mail: MailConfig;
  http: HttpTimeouts;
  liveEvents: LiveEventsConfig;
};

/** The back office's live streams (docs/operations.md, 'Live updates'). */
export type LiveEventsConfig = {
  /** Open streams one process holds; the next is answered 503 (its browser tries again). */
  maxStreams: number;
  /** How often the open streams' sessions are checked when no change comes (at most 60 s). */
  sessionRecheckMs: number;
};

/**
 * How long a client may take and how a stopping process drains (docs/operations.md, 'Timeouts and shutdown').
 */
export type HttpTimeouts = {
  /** The whole request, headers and body, must arrive within this (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** A request body that sends no byte for this long is cut off (the socket's idle timeout while reading). */
  bodyIdleTimeoutMs: number;
  /** After SIGTERM: /readyz answers 503 and the listener keeps serving for this long, then closes. */
  shutdownDrainMs: number;
};

export type MailConfig = {
  /** smtp:// or smtps:// with credentials; null: nothing is sent, messages stay queued in the outbox. */
  smtpUrl: string | null;
  from: { name: string; address: string };
  /** Who is told about new leads; empty: every admin account's e-mail at the time of sending. */
  operatorEmails: string[];
};

/** argon2id's cost: memory in KiB and iterations (one lane). */
export type PasswordHashCost = { memoryCost: number; timeCost: number };

/** The OWASP-recommended minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };
