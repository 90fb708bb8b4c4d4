import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { KsefSettings } from '../../config-ksef';
import { sealFor } from './crypto';
import { KsefAuthError, KsefUnavailableError } from './errors';
import { KsefUnauthorizedError, callKsef, type KsefFetch } from './http';
import { authTokenRequestXml, signXadesBes } from './xades';

type TokenInfo = { token: string; validUntil: string };
type PublicKeyCertificate = {
  certificate: string;
  publicKeyId: string;
  validFrom: string;
  validTo: string;
  usage: ('KsefTokenEncryption' | 'SymmetricKeyEncryption')[];
};
export type MinistryKey = { certificate: X509Certificate; publicKeyId: string };

/** How long before its validUntil an access token is refreshed rather than used. */
const EXPIRY_MARGIN_MS = 60_000;
/** The sign-in is asynchronous (auth/{referenceNumber}): how long and how often its status is asked. */
const AUTH_POLL_MS = [100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000, 5_000, 5_000];

/** The certificate and key of the certificate way in, read once. */
export function loadSigningCertificate(settings: NonNullable<KsefSettings['certificate']>) {
  return {
    certificate: new X509Certificate(readFileSync(settings.certFile)),
    privateKey: createPrivateKey({
      key: readFileSync(settings.keyFile),
      passphrase: settings.passphrase ?? undefined,
    }),
  };
}

/**
 * Signs in to KSeF and keeps the access token of this process: challenge → the encrypted KSeF token or the
 * XAdES-signed AuthTokenRequest → the sign-in's status until it succeeds → redeem; then refresh with the refresh
 * token while it is valid, and sign in again after that. Concurrent callers share one sign-in. Tokens stay in
 * memory and are never logged.
 */
export function createKsefAuthenticator(
  settings: KsefSettings,
  http: { fetchImpl: KsefFetch; timeoutMs: number },
) {
  const call = <T>(request: Parameters<typeof callKsef>[1]) => callKsef<T>(settings.apiUrl, request, http);
  const signing = settings.certificate ? loadSigningCertificate(settings.certificate) : null;
  let keys: Promise<Record<'KsefTokenEncryption' | 'SymmetricKeyEncryption', MinistryKey>> | null = null;
  let access: TokenInfo | null = null;
  let refresh: TokenInfo | null = null;
  let signingIn: Promise<string> | null = null;

  const valid = (token: TokenInfo | null) =>
    token !== null && Date.parse(token.validUntil) - EXPIRY_MARGIN_MS > Date.now();

  /** The Ministry's public-key certificates (security/public-key-certificates), the newest valid per use. */
  function ministryKeys() {
    keys ??= call<PublicKeyCertificate[]>({ method: 'GET', path: '/security/public-key-certificates' })
      .then((list) => {
        const pick = (usage: PublicKeyCertificate['usage'][number]): MinistryKey => {
          const now = Date.now();
          const found = list
            .filter(
              (c) => c.usage.includes(usage) && Date.parse(c.validFrom) <= now && Date.parse(c.validTo) > now,
            )
            .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom))[0];
          if (!found) throw new KsefUnavailableError(`KSeF offers no valid ${usage} certificate`);
          return {
            certificate: new X509Certificate(Buffer.from(found.certificate, 'base64')),
            publicKeyId: found.publicKeyId,
          };
        };
        return {
          KsefTokenEncryption: pick('KsefTokenEncryption'),
          SymmetricKeyEncryption: pick('SymmetricKeyEncryption'),
        };
      })
      .catch((error: unknown) => {
        keys = null;
        throw error;
      });
    return keys;
  }

  async function startSignIn(): Promise<{ referenceNumber: string; authenticationToken: TokenInfo }> {
    const challenge = await call<{ challenge: string; timestampMs: number }>({
      method: 'POST',
      path: '/auth/challenge',
    });
    if (settings.token) {
      const { KsefTokenEncryption } = await ministryKeys();
      const sealed = sealFor(
        KsefTokenEncryption.certificate,
        Buffer.from(`${settings.token}|${challenge.timestampMs}`, 'utf8'),
      );
      return call({
        method: 'POST',
        path: '/auth/ksef-token',
        json: {
          challenge: challenge.challenge,
          contextIdentifier: { type: 'Nip', value: settings.nip },
          encryptedToken: sealed.toString('base64'),
          publicKeyId: KsefTokenEncryption.publicKeyId,
        },
      });
    }
    if (!signing) throw new KsefAuthError(0, 'No KSeF token nor certificate configured');
    const signed = signXadesBes(
      authTokenRequestXml(challenge.challenge, settings.nip),
      signing.certificate,
      signing.privateKey as KeyObject,
      new Date(),
    );
    return call({ method: 'POST', path: '/auth/xades-signature', xml: signed });
  }

  async function signIn(): Promise<string> {
    const started = await startSignIn();
    const bearer = started.authenticationToken.token;
    for (const wait of [0, ...AUTH_POLL_MS]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      const status = await call<{ status: { code: number; description: string; details?: string[] | null } }>(
        {
          method: 'GET',
          path: `/auth/${encodeURIComponent(started.referenceNumber)}`,
          bearer,
        },
      );
      if (status.status.code === 100) continue;
      if (status.status.code !== 200)
        throw new KsefAuthError(status.status.code, status.status.description, status.status.details ?? []);
      const tokens = await call<{ accessToken: TokenInfo; refreshToken: TokenInfo }>({
        method: 'POST',
        path: '/auth/token/redeem',
        bearer,
      });
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
      return access.token;
    }
    throw new KsefUnavailableError('KSeF did not finish the sign-in in time');
  }

  async function renew(): Promise<string> {
    if (valid(refresh)) {
      try {
        const renewed = await call<{ accessToken: TokenInfo }>({
          method: 'POST',
          path: '/auth/token/refresh',
          bearer: refresh!.token,
        });
        access = renewed.accessToken;
        return access.token;
      } catch (error) {
        // A refresh token KSeF no longer honours: sign in from the start.
        if (!(error instanceof KsefUnauthorizedError)) throw error;
        refresh = null;
      }
    }
    return signIn();
  }

  return {
    ministryKeys,
    signingCertificate: signing?.certificate ?? null,
    /** A valid access token: the cached one, a refreshed one, or from a new sign-in. */
    accessToken(): Promise<string> {
      if (valid(access)) return Promise.resolve(access!.token);
      signingIn ??= renew().finally(() => {
        signingIn = null;
      });
      return signingIn;
    },
    /** KSeF refused the access token (revoked, expired early): the next call gets a fresh one. */
    forget() {
      access = null;
    },
  };
}
export type KsefAuthenticator = ReturnType<typeof createKsefAuthenticator>;
