import { randomBytes } from 'node:crypto';
import type { KsefSettings } from '../../config-ksef';
import { createTestCertificate } from '../ksef-certificates';
import { buildSimulator } from './server';
export { validateUpo } from './upo';

/**
 * A KSeF API 2.0 simulator for tests: the official contract (open-api.json) checked both ways, its own key
 * pairs served as the Ministry's certificates, real decryption, hashes, sizes, the FA(3) schema, KSeF numbers
 * with their CRC-8 and UPOs valid against the official schema; and faults on demand.
 */
export async function startKsefSimulator({ port = 0 }: { port?: number } = {}) {
  const [token, symmetric] = await Promise.all([
    createTestCertificate({ commonName: 'KSeF symulator: szyfrowanie tokenów' }),
    createTestCertificate({ commonName: 'KSeF symulator: szyfrowanie klucza symetrycznego' }),
  ]);
  const simulator = buildSimulator({ token, symmetric });
  await simulator.app.listen({ host: '127.0.0.1', port });
  const address = simulator.app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const { faults, state } = simulator;

  const control = {
    /** KSeF out of reach: every connection is cut (a network error for the client). */
    down() {
      faults.down = true;
    },
    /** Back to normal: no faults, no delay. */
    up() {
      Object.assign(faults, { down: false, slowMs: 0, fail5xx: 0, rateLimited: 0, rejectNext: null });
    },
    /** The next `count` requests answer 503. */
    fail5xx(count: number) {
      faults.fail5xx = count;
    },
    /** The next `count` requests answer 429 with Retry-After: `retryAfterSeconds`. */
    rateLimit(count: number, retryAfterSeconds: number) {
      faults.rateLimited = count;
      faults.retryAfterSeconds = retryAfterSeconds;
    },
    /** Every answer waits `ms` first. */
    slow(ms: number) {
      faults.slowMs = ms;
    },
    /** The next invoice that passes the schema gets this status instead of a number (e.g. 450). */
    rejectNext(code: number, description: string) {
      faults.rejectNext = { code, description };
    },
    /** Registers a KSeF token for a NIP (as the taxpayer generates one in the KSeF application). */
    issueToken(nip: string): string {
      const token = `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-EC-${randomBytes(10).toString('hex').toUpperCase()}|nip-${nip}|${randomBytes(32).toString('hex')}`;
      state.ksefTokens.set(token, nip);
      return token;
    },
    /** KSeF revokes a token: sign-ins with it fail from now on. */
    revokeToken(token: string) {
      state.ksefTokens.delete(token);
    },
    /** Every access token issued so far stops working (the client must refresh or sign in again). */
    expireAccessTokens() {
      for (const access of state.accessTokens.values()) access.validUntil = 0;
    },
    /** What KSeF received and decided, invoice by invoice. */
    invoices: () =>
      state.invoices.map((invoice) => ({
        referenceNumber: invoice.referenceNumber,
        sessionReference: invoice.sessionReference,
        invoiceNumber: invoice.invoiceNumber,
        xml: invoice.xml,
        offlineMode: invoice.offlineMode,
        hashOfCorrectedInvoice: invoice.hashOfCorrectedInvoice,
        statusCode: invoice.status.code,
        ksefNumber: invoice.ksefNumber,
        upo: invoice.upo,
      })),
    sessions: () =>
      [...state.sessions.values()].map((session) => ({
        referenceNumber: session.referenceNumber,
        open: session.open,
        invoices: session.invoices.length,
      })),
    counters: () => ({ ...state.counters }),
    /** Forgets the violations recorded so far (a test that sends a bad request on purpose). */
    clearViolations() {
      state.violations.length = 0;
    },
    /** Contract violations seen so far (requests refused and answers that broke open-api.json). */
    violations: () => [...state.violations],
    /** Resolves when every invoice sent so far has its verdict. */
    settled: simulator.settled,
  };

  return {
    url: `http://127.0.0.1:${actualPort}/v2`,
    port: actualPort,
    control,
    close: () => simulator.app.close(),
  };
}
export type KsefSimulator = Awaited<ReturnType<typeof startKsefSimulator>>;

/**
 * Settings that send to a simulator as the test's seller (NIP of testConfig's company unless told): a KSeF
 * token registered in it, or a certificate whose subject carries the NIP; optionally an Offline certificate.
 */
export async function ksefTestSettings(
  simulator: KsefSimulator,
  {
    method = 'token',
    nip = '5261040828',
    offlineCertificate = false,
    timeoutMs = 5_000,
  }: {
    method?: 'token' | 'certificate';
    nip?: string;
    offlineCertificate?: boolean;
    timeoutMs?: number;
  } = {},
): Promise<KsefSettings> {
  const certificate =
    method === 'certificate' ? await createTestCertificate({ commonName: 'Test Consulting', nip }) : null;
  const offline = offlineCertificate
    ? await createTestCertificate({ commonName: 'Test Consulting Offline', nip, keyType: 'ec' })
    : null;
  return {
    environment: 'test',
    apiUrl: simulator.url,
    nip,
    token: method === 'token' ? simulator.control.issueToken(nip) : null,
    certificate: certificate && {
      certFile: certificate.certFile,
      keyFile: certificate.keyFile,
      passphrase: null,
    },
    offline: offline && { certFile: offline.certFile, keyFile: offline.keyFile, passphrase: null },
    timeoutMs,
  };
}

/**
 * The same settings as environment variables, for a server process of its own (e2e, cluster) that sends to the
 * simulator: KSEF_API_URL and the way in (and the Offline certificate when asked).
 */
export async function ksefTestEnv(
  simulator: KsefSimulator,
  options: Parameters<typeof ksefTestSettings>[1] = {},
): Promise<Record<string, string>> {
  const settings = await ksefTestSettings(simulator, options);
  return {
    KSEF_ENV: settings.environment,
    KSEF_API_URL: settings.apiUrl,
    COMPANY_TAX_ID: settings.nip,
    ...(settings.token ? { KSEF_TOKEN: settings.token } : {}),
    ...(settings.certificate
      ? { KSEF_CERT_FILE: settings.certificate.certFile, KSEF_KEY_FILE: settings.certificate.keyFile }
      : {}),
    ...(settings.offline
      ? { KSEF_OFFLINE_CERT_FILE: settings.offline.certFile, KSEF_OFFLINE_KEY_FILE: settings.offline.keyFile }
      : {}),
    KSEF_TIMEOUT_SECONDS: String(Math.max(1, Math.round(settings.timeoutMs / 1000))),
  };
}
