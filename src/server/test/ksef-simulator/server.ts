import { createHash, randomBytes, type X509Certificate, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { checkEncryptedToken, checkXadesRequest } from './auth-checks';
import { requestViolations, responseViolations } from './contract';
import { processInvoice } from './invoice-processing';
import {
  publicKeyIdOf,
  referenceNumber,
  type AuthOperation,
  type Faults,
  type SimulatedInvoice,
  type SimulatedSession,
} from './state';

type MinistryKey = { certificate: X509Certificate; privateKey: KeyObject };
const HOUR = 3600_000;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('base64');
const jwt = () => `eyJ${randomBytes(24).toString('base64url')}.${randomBytes(24).toString('base64url')}`;

/** The routes of the KSeF API 2.0 the client uses, with the contract checked both ways (contract.ts). */
export function buildSimulator(keys: { token: MinistryKey; symmetric: MinistryKey }) {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  const faults: Faults = {
    down: false,
    slowMs: 0,
    fail5xx: 0,
    rateLimited: 0,
    retryAfterSeconds: 30,
    rejectNext: null,
  };
  const violations: string[] = [];
  const ksefTokens = new Map<string, string>();
  const challenges = new Map<string, { timestampMs: number; used: boolean }>();
  const operations = new Map<string, AuthOperation>();
  const byAuthToken = new Map<string, AuthOperation>();
  const accessTokens = new Map<string, { nip: string; documentHash: string; validUntil: number }>();
  const refreshTokens = new Map<string, { nip: string; documentHash: string; validUntil: number }>();
  const sessions = new Map<string, SimulatedSession>();
  const invoices: SimulatedInvoice[] = [];
  const processing = new Set<Promise<void>>();
  const counters = { requests: 0, signIns: 0, sessionsOpened: 0 };

  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  const exception = (code: number, description: string, details: string[] = []) => ({
    exception: {
      exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
      referenceNumber: referenceNumber('EX'),
      serviceCode: randomBytes(8).toString('hex'),
      serviceCtx: 'srvSIM',
      serviceName: 'KSeF simulator',
      timestamp: new Date().toISOString(),
    },
  });
  const badRequest = (reply: FastifyReply, code: number, description: string, details: string[] = []) =>
    reply
      .code(400)
      .type('application/json')
      .send(exception(code, description, details));
  const unauthorized = (reply: FastifyReply, detail: string) =>
    reply
      .code(401)
      .type('application/problem+json')
      .send({
        title: 'Unauthorized',
        status: 401,
        detail,
        instance: reply.request.url,
        traceId: randomBytes(16).toString('hex'),
        timestamp: new Date().toISOString(),
      });
  const bearerOf = (request: FastifyRequest) =>
    /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
  function accessOf(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerOf(request);
    const access = token ? accessTokens.get(token) : undefined;
    if (!access || access.validUntil < Date.now()) {
      void unauthorized(reply, 'Wymagane jest uwierzytelnienie.');
      return null;
    }
    return access;
  }

  // Faults first: the network, the server's state and its limits, as a client meets them.
  app.addHook('onRequest', async (request, reply) => {
    counters.requests++;
    if (faults.down) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (faults.slowMs) await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
    if (faults.fail5xx > 0) {
      faults.fail5xx--;
      return reply.code(503).type('text/plain').send('Service Unavailable');
    }
    if (faults.rateLimited > 0) {
      faults.rateLimited--;
      return reply
        .code(429)
        .header('retry-after', String(faults.retryAfterSeconds))
        .type('application/json')
        .send({
          status: {
            code: 429,
            description: 'Too Many Requests',
            details: [`Przekroczono limit żądań. Spróbuj ponownie po ${faults.retryAfterSeconds} sekundach.`],
          },
        });
    }
  });

  // The contract, both ways: a request it does not allow is refused (400) and recorded; an answer is checked.
  app.addHook('preHandler', async (request, reply) => {
    const path = request.routeOptions.config.contractPath;
    if (!path || !request.body || typeof request.body !== 'object') return;
    const problems = requestViolations(request.method, path, request.body);
    if (problems.length === 0) return;
    violations.push(...problems);
    return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', problems);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.config.contractPath;
    if (!path || reply.statusCode >= 500) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    let body: unknown = payload;
    if (type.includes('json') && typeof payload === 'string') body = JSON.parse(payload);
    violations.push(...responseViolations(request.method, path, reply.statusCode, type, body));
    return payload;
  });

  const route = (method: 'GET' | 'POST', url: string, contractPath: string) => ({
    method,
    url: `/v2${url}`,
    config: { contractPath },
  });

  app.route({
    ...route('GET', '/security/public-key-certificates', '/security/public-key-certificates'),
    handler: async () =>
      (
        [
          [keys.token, 'KsefTokenEncryption'],
          [keys.symmetric, 'SymmetricKeyEncryption'],
        ] as const
      ).map(([key, usage]) => ({
        certificate: key.certificate.raw.toString('base64'),
        certificateId: Buffer.from(key.certificate.serialNumber, 'hex').toString('base64'),
        publicKeyId: publicKeyIdOf(key.certificate),
        validFrom: new Date(key.certificate.validFrom).toISOString(),
        validTo: new Date(key.certificate.validTo).toISOString(),
        usage: [usage],
      })),
  });

  app.route({
    ...route('POST', '/auth/challenge', '/auth/challenge'),
    handler: async (request) => {
      const now = Date.now();
      const challenge = referenceNumber('CR');
      challenges.set(challenge, { timestampMs: now, used: false });
      return { challenge, timestamp: new Date(now).toISOString(), timestampMs: now, clientIp: request.ip };
    },
  });

  function startOperation(
    nip: string,
    method: AuthOperation['method'],
    documentHash: string,
    verdict: AuthOperation['status'],
  ) {
    const operation: AuthOperation = {
      referenceNumber: referenceNumber('AU'),
      authenticationToken: jwt(),
      nip,
      method,
      documentHash,
      status: verdict,
      redeemed: false,
      startDate: new Date(),
    };
    operations.set(operation.referenceNumber, operation);
    byAuthToken.set(operation.authenticationToken, operation);
    return {
      referenceNumber: operation.referenceNumber,
      authenticationToken: {
        token: operation.authenticationToken,
        validUntil: new Date(Date.now() + HOUR).toISOString(),
      },
    };
  }
  const statusOf = (
    verdict: { ok: true } | { ok: false; code: number; description: string; details: string[] },
  ) =>
    verdict.ok
      ? { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' }
      : { code: verdict.code, description: verdict.description, details: verdict.details };
  const useChallenge = (challenge: string) => {
    const open = challenges.get(challenge);
    if (!open || open.used || open.timestampMs < Date.now() - 10 * 60_000) return null;
    open.used = true;
    return open;
  };

  app.route({
    ...route('POST', '/auth/ksef-token', '/auth/ksef-token'),
    handler: async (request, reply) => {
      const body = request.body as {
        challenge: string;
        contextIdentifier: { type: string; value: string };
        encryptedToken: string;
        publicKeyId?: string | null;
      };
      if (body.publicKeyId && body.publicKeyId !== publicKeyIdOf(keys.token.certificate))
        return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
          'Nieznany identyfikator klucza publicznego.',
        ]);
      const open = useChallenge(body.challenge);
      const verdict = open
        ? checkEncryptedToken(
            body.encryptedToken,
            keys.token.privateKey,
            open.timestampMs,
            ksefTokens,
            body.contextIdentifier.value,
          )
        : {
            ok: false as const,
            code: 450,
            description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
            details: ['Nieprawidłowe wyzwanie autoryzacyjne'],
          };
      counters.signIns++;
      return reply
        .code(202)
        .send(
          startOperation(
            body.contextIdentifier.value,
            'Token',
            sha256(body.encryptedToken),
            statusOf(verdict),
          ),
        );
    },
  });

  app.route({
    ...route('POST', '/auth/xades-signature', '/auth/xades-signature'),
    handler: async (request, reply) => {
      if (typeof request.body !== 'string')
        return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', ['XML expected']);
      const xml = request.body;
      const verdict = checkXadesRequest(xml, (challenge) => useChallenge(challenge) !== null, new Date());
      const nip = /<(?:\w+:)?Nip>(\d{10})</.exec(xml)?.[1] ?? '0000000000';
      counters.signIns++;
      return reply.code(202).send(startOperation(nip, 'QualifiedSeal', sha256(xml), statusOf(verdict)));
    },
  });

  app.route({
    ...route('GET', '/auth/:referenceNumber', '/auth/{referenceNumber}'),
    handler: async (request, reply) => {
      const operation = operations.get((request.params as { referenceNumber: string }).referenceNumber);
      if (!operation || bearerOf(request) !== operation.authenticationToken)
        return unauthorized(reply, 'Nieprawidłowy token operacji uwierzytelnienia.');
      return {
        startDate: operation.startDate.toISOString(),
        authenticationMethod: operation.method,
        authenticationMethodInfo: {
          category: operation.method === 'Token' ? 'Token' : 'XadesSignature',
          code: operation.method === 'Token' ? 'token.ksef' : 'xades.qualified.seal',
          displayName: operation.method === 'Token' ? 'Token KSeF' : 'Pieczęć kwalifikowana',
        },
        status: operation.status,
      };
    },
  });

  function issueTokens(nip: string, documentHash: string) {
    const access = { token: jwt(), validUntil: Date.now() + 15 * 60_000 };
    const refresh = { token: jwt(), validUntil: Date.now() + 7 * 24 * HOUR };
    accessTokens.set(access.token, { nip, documentHash, validUntil: access.validUntil });
    refreshTokens.set(refresh.token, { nip, documentHash, validUntil: refresh.validUntil });
    return { access, refresh };
  }
  const tokenInfo = (token: { token: string; validUntil: number }) => ({
    token: token.token,
    validUntil: new Date(token.validUntil).toISOString(),
  });

  app.route({
    ...route('POST', '/auth/token/redeem', '/auth/token/redeem'),
    handler: async (request, reply) => {
      const operation = byAuthToken.get(bearerOf(request) ?? '');
      if (!operation) return unauthorized(reply, 'Nieprawidłowy token operacji uwierzytelnienia.');
      if (operation.redeemed || operation.status.code !== 200)
        return badRequest(reply, 21301, 'Tokeny zostały już pobrane lub uwierzytelnienie się nie powiodło.');
      operation.redeemed = true;
      const { access, refresh } = issueTokens(operation.nip, operation.documentHash);
      return { accessToken: tokenInfo(access), refreshToken: tokenInfo(refresh) };
    },
  });

  app.route({
    ...route('POST', '/auth/token/refresh', '/auth/token/refresh'),
    handler: async (request, reply) => {
      const refresh = refreshTokens.get(bearerOf(request) ?? '');
      if (!refresh || refresh.validUntil < Date.now())
        return unauthorized(reply, 'Nieprawidłowy refresh token.');
      const access = { token: jwt(), validUntil: Date.now() + 15 * 60_000 };
      accessTokens.set(access.token, {
        nip: refresh.nip,
        documentHash: refresh.documentHash,
        validUntil: access.validUntil,
      });
      return { accessToken: tokenInfo(access) };
    },
  });

  registerSessionRoutes();

  function registerSessionRoutes() {
    app.route({
      ...route('POST', '/sessions/online', '/sessions/online'),
      handler: async (request, reply) => {
        const access = accessOf(request, reply);
        if (!access) return reply;
        const body = request.body as {
          formCode: { systemCode: string; schemaVersion: string; value: string };
          encryption: {
            encryptedSymmetricKey: string;
            initializationVector: string;
            publicKeyId?: string | null;
          };
        };
        const { systemCode, schemaVersion, value } = body.formCode;
        if (systemCode !== 'FA (3)' || schemaVersion !== '1-0E' || value !== 'FA')
          return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
            'Wskazany kod formularza nie jest wspierany.',
          ]);
        if (
          body.encryption.publicKeyId &&
          body.encryption.publicKeyId !== publicKeyIdOf(keys.symmetric.certificate)
        )
          return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
            'Nieznany identyfikator klucza publicznego.',
          ]);
        let key: Buffer;
        try {
          const { constants, privateDecrypt } = await import('node:crypto');
          key = privateDecrypt(
            { key: keys.symmetric.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
            Buffer.from(body.encryption.encryptedSymmetricKey, 'base64'),
          );
        } catch {
          return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
            'Nie można odszyfrować klucza symetrycznego.',
          ]);
        }
        const iv = Buffer.from(body.encryption.initializationVector, 'base64');
        if (key.length !== 32 || iv.length !== 16)
          return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
            'Klucz musi mieć 32 bajty, a IV 16 bajtów.',
          ]);
        const session: SimulatedSession = {
          referenceNumber: referenceNumber('SO'),
          nip: access.nip,
          authDocumentHash: access.documentHash,
          key,
          iv,
          open: true,
          validUntil: new Date(Date.now() + 12 * HOUR),
          invoices: [],
        };
        sessions.set(session.referenceNumber, session);
        counters.sessionsOpened++;
        return reply
          .code(201)
          .send({ referenceNumber: session.referenceNumber, validUntil: session.validUntil.toISOString() });
      },
    });

    app.route({
      ...route(
        'POST',
        '/sessions/online/:referenceNumber/invoices',
        '/sessions/online/{referenceNumber}/invoices',
      ),
      handler: async (request, reply) => {
        const access = accessOf(request, reply);
        if (!access) return reply;
        const session = sessions.get((request.params as { referenceNumber: string }).referenceNumber);
        if (
          !session ||
          session.nip !== access.nip ||
          !session.open ||
          session.validUntil.getTime() < Date.now()
        )
          return badRequest(reply, 21180, 'Sesja nie istnieje lub została zamknięta.');
        const body = request.body as {
          invoiceHash: string;
          invoiceSize: number;
          encryptedInvoiceHash: string;
          encryptedInvoiceSize: number;
          encryptedInvoiceContent: string;
          offlineMode?: boolean;
          hashOfCorrectedInvoice?: string | null;
        };
        const encrypted = Buffer.from(body.encryptedInvoiceContent, 'base64');
        if (sha256(encrypted) !== body.encryptedInvoiceHash || encrypted.length !== body.encryptedInvoiceSize)
          return badRequest(reply, 21405, 'Błąd walidacji danych wejściowych.', [
            'Skrót lub rozmiar zaszyfrowanej faktury nie zgadza się.',
          ]);
        const invoice: SimulatedInvoice = {
          referenceNumber: referenceNumber('EE'),
          sessionReference: session.referenceNumber,
          ordinalNumber: session.invoices.length + 1,
          nip: session.nip,
          xml: null,
          invoiceNumber: null,
          issueDate: null,
          invoiceHash: body.invoiceHash,
          offlineMode: body.offlineMode ?? false,
          hashOfCorrectedInvoice: body.hashOfCorrectedInvoice ?? null,
          sentAt: new Date(),
          status: { code: 150, description: 'Trwa przetwarzanie' },
          ksefNumber: null,
          acquisitionDate: null,
          upo: null,
        };
        session.invoices.push(invoice);
        invoices.push(invoice);
        const work = processInvoice(invoice, encrypted, body, session, invoices, faults)
          .catch(() => {
            invoice.status = { code: 500, description: 'Nieznany błąd (500)' };
          })
          .finally(() => processing.delete(work));
        processing.add(work);
        return reply.code(202).send({ referenceNumber: invoice.referenceNumber });
      },
    });

    app.route({
      ...route('POST', '/sessions/online/:referenceNumber/close', '/sessions/online/{referenceNumber}/close'),
      handler: async (request, reply) => {
        const access = accessOf(request, reply);
        if (!access) return reply;
        const session = sessions.get((request.params as { referenceNumber: string }).referenceNumber);
        if (!session || session.nip !== access.nip || !session.open)
          return badRequest(reply, 21180, 'Sesja nie istnieje lub została zamknięta.');
        session.open = false;
        return reply.code(204).send();
      },
    });

    const findInvoice = (
      params: { referenceNumber: string; invoiceReferenceNumber?: string; ksefNumber?: string },
      nip: string,
    ) => {
      const session = sessions.get(params.referenceNumber);
      if (!session || session.nip !== nip) return null;
      return (
        session.invoices.find((invoice) =>
          params.ksefNumber
            ? invoice.ksefNumber === params.ksefNumber
            : invoice.referenceNumber === params.invoiceReferenceNumber,
        ) ?? null
      );
    };

    app.route({
      ...route(
        'GET',
        '/sessions/:referenceNumber/invoices/:invoiceReferenceNumber',
        '/sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}',
      ),
      handler: async (request, reply) => {
        const access = accessOf(request, reply);
        if (!access) return reply;
        const invoice = findInvoice(
          request.params as { referenceNumber: string; invoiceReferenceNumber: string },
          access.nip,
        );
        if (!invoice)
          return badRequest(reply, 21164, 'Faktura o podanym numerze referencyjnym nie istnieje.');
        return {
          ordinalNumber: invoice.ordinalNumber,
          invoiceNumber: invoice.invoiceNumber,
          ksefNumber: invoice.ksefNumber,
          referenceNumber: invoice.referenceNumber,
          invoiceHash: invoice.invoiceHash,
          acquisitionDate: invoice.acquisitionDate?.toISOString() ?? null,
          invoicingDate: invoice.sentAt.toISOString(),
          invoicingMode: invoice.offlineMode ? 'Offline' : 'Online',
          status: invoice.status,
        };
      },
    });

    const upoHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const access = accessOf(request, reply);
      if (!access) return reply;
      const invoice = findInvoice(request.params as { referenceNumber: string }, access.nip);
      if (!invoice?.upo)
        return badRequest(reply, 21178, 'UPO o podanych kryteriach nie zostało odnalezione.');
      return reply.code(200).type('application/xml').send(invoice.upo);
    };
    app.route({
      ...route(
        'GET',
        '/sessions/:referenceNumber/invoices/:invoiceReferenceNumber/upo',
        '/sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}/upo',
      ),
      handler: upoHandler,
    });
    app.route({
      ...route(
        'GET',
        '/sessions/:referenceNumber/invoices/ksef/:ksefNumber/upo',
        '/sessions/{referenceNumber}/invoices/ksef/{ksefNumber}/upo',
      ),
      handler: upoHandler,
    });
  }

  return {
    app,
    faults,
    state: { ksefTokens, sessions, invoices, accessTokens, refreshTokens, violations, counters },
    /** Resolves once every invoice sent so far has KSeF's verdict. */
    settled: () => Promise.all([...processing]).then(() => undefined),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's path in open-api.json, whose schemas the simulator checks. */
    contractPath?: string;
  }
}
