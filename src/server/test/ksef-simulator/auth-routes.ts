import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkEncryptedToken, checkXadesRequest } from './auth-checks';
import { badRequest, bearerOf, route, unauthorized } from './replies';
import {
  publicKeyIdOf,
  referenceNumber,
  HOUR,
  sha256,
  type AuthOperation,
  type MinistryKeys,
  type SimulatorState,
} from './state';

const jwt = () => `eyJ${randomBytes(24).toString('base64url')}.${randomBytes(24).toString('base64url')}`;

/** The Ministry's public keys and signing in: challenge, KSeF token or XAdES, status, access and refresh tokens. */
export function registerAuthRoutes(app: FastifyInstance, keys: MinistryKeys, state: SimulatorState) {
  const { ksefTokens, challenges, operations, byAuthToken, accessTokens, refreshTokens, counters } = state;

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
}
