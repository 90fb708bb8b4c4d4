import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ksefTestSettings, startKsefSimulator, validateUpo, type KsefSimulator } from './index';
import { buildFa3Xml } from '../../modules/invoices/fa3-xml';
import type { InvoiceDocument } from '../../modules/invoices/document';
import {
  KsefAuthError,
  KsefRateLimitedError,
  KsefRejectedError,
  KsefUnavailableError,
  createKsefClient,
  isValidKsefNumber,
  type KsefClient,
} from '../../modules/ksef/public';

/*
 * The client against the simulator, which checks everything the official contract says KSeF checks: every request
 * and answer against open-api.json, the sealed token or the XAdES signature, the session key, hashes, sizes and the
 * FA(3) schema. Each test ends with no contract violation.
 */
const NIP = '5261040828';
const silent = { info: () => {}, warn: () => {} };
let simulator: KsefSimulator;

beforeAll(async () => {
  simulator = await startKsefSimulator();
});
afterEach(() => {
  simulator.control.up();
  expect(simulator.control.violations()).toEqual([]);
});
afterAll(() => simulator.close());

let sequence = 0;
function invoiceXml(overrides: Partial<InvoiceDocument> = {}): Buffer {
  sequence++;
  const document: InvoiceDocument = {
    orderId: `order-${sequence}`,
    language: 'pl',
    buyer: {
      name: 'KS Dziesiątka',
      contactName: 'Jan Kowalski',
      email: 'jan@example.pl',
      addressLines: ['ul. Strzelecka 1', '00-001 Warszawa'],
      nip: '1234563218',
    },
    lines: [{ description: 'Abonament Strzelnica Cloud', netPln: 100, netEur: null }],
    net: 100,
    vat: 23,
    gross: 123,
    eur: null,
    amountInWords: 'sto dwadzieścia trzy złote 00/100',
    proformaNumber: `PF/2026/04/${String(sequence).padStart(4, '0')}`,
    paidOn: '2026-04-02',
    kind: 'invoice',
    number: `FV/2026/04/${String(sequence).padStart(4, '0')}-${Date.now() % 100000}`,
    issuedAt: '2026-04-03T08:00:00.000Z',
    issueDate: '2026-04-03',
    saleDate: '2026-04-02',
    seller: {
      name: 'Test Consulting',
      taxId: NIP,
      phone: '+48 600 000 000',
      email: 'kontakt@example.pl',
      address: 'ul. Testowa 1, 00-001 Warszawa',
      bankAccount: 'PL61109010140000071219812874',
      bankBic: 'BPKOPLPW',
    },
    corrects: null,
    ...overrides,
  };
  return Buffer.from(buildFa3Xml(document), 'utf8');
}

async function clientFor(method: 'token' | 'certificate' = 'token', options: { timeoutMs?: number } = {}) {
  return createKsefClient({
    settings: await ksefTestSettings(simulator, { method, nip: NIP, ...options }),
    log: silent,
  });
}

async function sendAndSettle(client: KsefClient, xml = invoiceXml(), offlineMode = false) {
  const session = await client.openOnlineSession();
  const { invoiceReferenceNumber } = await client.sendInvoice(session, xml, { offlineMode });
  await simulator.control.settled();
  const status = await client.getInvoiceStatus(session.referenceNumber, invoiceReferenceNumber);
  return { session, invoiceReferenceNumber, status };
}

describe('signing in', () => {
  it('with a KSeF token: the invoice is accepted with a valid KSeF number and a UPO valid against the schema', async () => {
    const client = await clientFor('token');
    const { session, invoiceReferenceNumber, status } = await sendAndSettle(client);
    expect(status.state).toBe('accepted');
    if (status.state !== 'accepted') return;
    expect(isValidKsefNumber(status.ksefNumber)).toBe(true);
    expect(status.ksefNumber.startsWith(`${NIP}-`)).toBe(true);
    const upo = await client.getInvoiceUpo(session.referenceNumber, invoiceReferenceNumber);
    expect(await validateUpo(upo)).toEqual({ valid: true, errors: [] });
    expect(upo).toContain(status.ksefNumber);
    expect(await client.getInvoiceUpo(session.referenceNumber, status.ksefNumber)).toBe(upo);
    await client.closeSession(session.referenceNumber);
    expect(
      simulator.control.sessions().find((s) => s.referenceNumber === session.referenceNumber)?.open,
    ).toBe(false);
  });

  it('with a KSeF certificate: an XAdES-BES signed AuthTokenRequest', async () => {
    const client = await clientFor('certificate');
    const { status } = await sendAndSettle(client);
    expect(status.state).toBe('accepted');
    expect((await client.checkConnection()).certificateValidTo).toMatch(/^\d{4}-/);
  });

  it('signs in once and reuses the access token; a token KSeF stopped honouring is refreshed', async () => {
    const client = await clientFor('token');
    const before = simulator.control.counters().signIns;
    await client.openOnlineSession();
    await client.openOnlineSession();
    expect(simulator.control.counters().signIns - before).toBe(1);
    simulator.control.expireAccessTokens();
    await client.openOnlineSession();
    expect(simulator.control.counters().signIns - before).toBe(1);
  });

  it('a revoked token fails the sign-in with KSeF’s own reason', async () => {
    const settings = await ksefTestSettings(simulator, { nip: NIP });
    simulator.control.revokeToken(settings.token!);
    const client = createKsefClient({ settings, log: silent });
    const failure = await client.openOnlineSession().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(KsefAuthError);
    expect((failure as KsefAuthError).code).toBe(450);
    expect(await client.checkConnection()).toMatchObject({ ok: false, authMethod: 'token' });
  });

  it('a certificate for another NIP is refused', async () => {
    const settings = await ksefTestSettings(simulator, { method: 'certificate', nip: '1234563218' });
    const client = createKsefClient({ settings: { ...settings, nip: NIP }, log: silent });
    await expect(client.openOnlineSession()).rejects.toBeInstanceOf(KsefAuthError);
  });
});

describe('faults', () => {
  it('KSeF down → KsefUnavailableError; 5xx → KsefUnavailableError; slow past the timeout → KsefUnavailableError', async () => {
    const client = await clientFor('token', { timeoutMs: 300 });
    simulator.control.down();
    await expect(client.openOnlineSession()).rejects.toBeInstanceOf(KsefUnavailableError);
    simulator.control.up();
    simulator.control.fail5xx(1);
    await expect(client.openOnlineSession()).rejects.toBeInstanceOf(KsefUnavailableError);
    simulator.control.slow(1_000);
    await expect(client.openOnlineSession()).rejects.toBeInstanceOf(KsefUnavailableError);
    simulator.control.up();
    await expect(client.openOnlineSession()).resolves.toMatchObject({ referenceNumber: expect.any(String) });
  });

  it('429 → KsefRateLimitedError with the Retry-After KSeF sent', async () => {
    const client = await clientFor('token');
    simulator.control.rateLimit(1, 17);
    const failure = await client.openOnlineSession().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(KsefRateLimitedError);
    expect((failure as KsefRateLimitedError).retryAfterSeconds).toBe(17);
  });

  it('the same invoice sent twice → 440 with the number KSeF already holds', async () => {
    const client = await clientFor('token');
    const xml = invoiceXml();
    const first = await sendAndSettle(client, xml);
    const second = await sendAndSettle(client, xml, true);
    expect(first.status.state).toBe('accepted');
    expect(second.status).toMatchObject({
      state: 'duplicate',
      code: 440,
      originalKsefNumber: first.status.state === 'accepted' ? first.status.ksefNumber : 'x',
      originalSessionReferenceNumber: first.session.referenceNumber,
    });
  });

  it('a rejection carries KSeF’s code and words; an invoice that breaks FA(3) is refused by the schema', async () => {
    const client = await clientFor('token');
    simulator.control.rejectNext(450, 'Błąd weryfikacji semantyki dokumentu faktury');
    const rejected = await sendAndSettle(client);
    expect(rejected.status).toMatchObject({ state: 'rejected', code: 450, retryable: false });
    const broken = Buffer.from(
      invoiceXml()
        .toString('utf8')
        .replace(/<P_2>/, '<P_2x>')
        .replace(/<\/P_2>/, '</P_2x>'),
    );
    const invalid = await sendAndSettle(client, broken);
    expect(invalid.status).toMatchObject({ state: 'rejected', code: 430 });
  });

  it('offline mode is declared to KSeF with the invoice', async () => {
    const client = await clientFor('token');
    const { invoiceReferenceNumber } = await sendAndSettle(client, invoiceXml(), true);
    const received = simulator.control.invoices().find((i) => i.referenceNumber === invoiceReferenceNumber);
    expect(received?.offlineMode).toBe(true);
    expect(await validateUpo(received!.upo!)).toEqual({ valid: true, errors: [] });
    expect(received!.upo).toContain('<TrybWysylki>Offline</TrybWysylki>');
  });

  it('a request the contract does not allow is refused and recorded', async () => {
    const response = await fetch(`${simulator.url}/auth/ksef-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        challenge: 'x',
        contextIdentifier: { type: 'Nip', value: NIP },
        encryptedToken: 'AAAA',
        extra: 1,
      }),
    });
    expect(response.status).toBe(400);
    const seen = simulator.control.violations();
    expect(seen.some((line) => line.includes('"additionalProperty":"extra"'))).toBe(true);
    expect(seen.some((line) => line.includes('/challenge'))).toBe(true);
    // The recorded violations are this test's own; afterEach checks the client's only.
    simulator.control.clearViolations();
  });
});

describe('errors', () => {
  it('a rejected request keeps KSeF’s code', () => {
    const error = new KsefRejectedError(21405, 'Błąd walidacji danych wejściowych.', ['x']);
    expect(error.message).toContain('21405');
  });
});
