import { ACCESS_TOKEN_LIFETIME_SECONDS, CLIENT_CREDENTIALS_GRANT, TOKEN_TYPE } from '@shared/contracts/oauth';
import type { TokenResponse } from '@shared/contracts/oauth';
import { BUG_REPORT_SCOPE } from '@shared/bug-reports';
import type { AppInfrastructure } from '../../infrastructure';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { createRateLimiter, type RateLimitHit, type RateLimitRule } from '../../lib/rate-limiter';
import type { ClientCredentials } from './client-credentials';
import {
  invalidClient,
  invalidRequest,
  invalidScope,
  tooManyTokenRequests,
  unsupportedGrantType,
} from './oauth-error';
import { createOAuthRepository } from './repository';

/** The scopes a tenant may ask for; a token request without `scope` gets all of them. */
export const ALLOWED_SCOPES = [BUG_REPORT_SCOPE];

/**
 * Every token request naming a client id counts (a healthy client reuses its token for the hour it lives);
 * failed authentications count per IP too, so guessing across many client ids from one place stops early.
 */
export const TOKEN_LIMIT_PER_CLIENT: RateLimitRule = { limit: 60, windowSeconds: 15 * 60 };
export const TOKEN_FAILURES_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

/** Compared against when the client id is unknown, so an unknown id costs the same time as a wrong secret. */
const DECOY_SECRET_HASH = sha256(randomToken(32));

export type TokenRequestInput = {
  credentials: ClientCredentials;
  grantType: string | undefined;
  scope: string | undefined;
  ip: string;
};

/** RFC 6749 §3.3: a space-delimited list; every entry must be allowed. */
function grantedScope(requested: string | undefined): string {
  if (requested === undefined) return ALLOWED_SCOPES.join(' ');
  const scopes = [...new Set(requested.split(' ').filter(Boolean))];
  if (scopes.length === 0) throw invalidScope('The scope parameter is empty');
  const unknown = scopes.filter((scope) => !ALLOWED_SCOPES.includes(scope));
  if (unknown.length > 0) {
    throw invalidScope(
      `Unknown scope ${unknown.join(' ')}; the allowed scope is ${ALLOWED_SCOPES.join(' ')}`,
    );
  }
  return scopes.join(' ');
}

export type OAuthDeps = Pick<AppInfrastructure, 'db'>;

export function createOAuthService({ db }: OAuthDeps) {
  const repository = createOAuthRepository(db);
  const limiter = createRateLimiter(db);

  /**
   * Counts the request before the secret is checked: as a failure of its IP (given back below when the
   * secret is right), and for its client id, each in one statement, so concurrent guesses each get a count
   * of their own and exactly the allowance passes. A request refused by its IP counts for nothing.
   */
  async function reserve(clientKey: string, ipKey: string): Promise<RateLimitHit> {
    const byIp = await limiter.hit(ipKey, TOKEN_FAILURES_PER_IP);
    if (byIp.count > TOKEN_FAILURES_PER_IP.limit) {
      await limiter.giveBack(byIp);
      throw tooManyTokenRequests(byIp.retryAfterSeconds);
    }
    const byClient = await limiter.hit(clientKey, TOKEN_LIMIT_PER_CLIENT);
    if (byClient.count > TOKEN_LIMIT_PER_CLIENT.limit) {
      await limiter.giveBack(byIp);
      throw tooManyTokenRequests(byClient.retryAfterSeconds);
    }
    return byIp;
  }

  return {
    /** Client credentials grant (RFC 6749 §4.4): authenticate the client, then check grant type and scope. */
    async issueToken({ credentials, grantType, scope, ip }: TokenRequestInput): Promise<TokenResponse> {
      // Bounded: the id is whatever the caller sent, and it becomes a row key.
      const clientKey = `oauth:client:${credentials.clientId.slice(0, 100)}`;
      const ipKey = `oauth:ip:${ip}`;
      const failure = await reserve(clientKey, ipKey);

      const client = await repository.findClient(credentials.clientId);
      const secretMatches = safeEqual(
        client?.secretHash ?? DECOY_SECRET_HASH,
        sha256(credentials.clientSecret),
      );
      if (!client || !secretMatches) throw invalidClient();
      await limiter.giveBack(failure);
      // Told only to a client that proved its secret: it helps its developers, and reveals nothing to others.
      if (!client.isActive) throw invalidClient('The client is deactivated');

      if (grantType === undefined) throw invalidRequest('The grant_type parameter is missing');
      if (grantType !== CLIENT_CREDENTIALS_GRANT) {
        throw unsupportedGrantType(`Only the ${CLIENT_CREDENTIALS_GRANT} grant is supported`);
      }
      const granted = grantedScope(scope);

      const accessToken = randomToken(32);
      await repository.insertToken({
        tokenHash: sha256(accessToken),
        tenantId: client.id,
        scope: granted,
        expiresAt: new Date(Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
      });
      return {
        access_token: accessToken,
        token_type: TOKEN_TYPE,
        expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
        scope: granted,
      };
    },

    /** The tenant behind a Bearer token, or null for an unknown, expired or revoked one. */
    async authenticateBearer(accessToken: string) {
      return repository.findLiveToken(sha256(accessToken));
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
