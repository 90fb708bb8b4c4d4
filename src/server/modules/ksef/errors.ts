/** KSeF could not be reached or did not answer (network, timeout, 5xx): the call may be tried again later. */
export class KsefUnavailableError extends Error {
  override readonly name = 'KsefUnavailableError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** 429: KSeF's limits were reached; the next call waits `retryAfterSeconds` (its Retry-After header). */
export class KsefRateLimitedError extends Error {
  override readonly name = 'KsefRateLimitedError';
  constructor(readonly retryAfterSeconds: number) {
    super(`KSeF rate limit: retry after ${retryAfterSeconds} s`);
  }
}

/** KSeF's verdict on what was sent (4xx): its own code and words; sending it again changes nothing. */
export class KsefRejectedError extends Error {
  override readonly name = 'KsefRejectedError';
  constructor(
    readonly code: number,
    readonly description: string,
    readonly details: string[] = [],
    readonly status: number | null = null,
  ) {
    super(`KSeF ${code}: ${description}${details.length ? ` (${details.join('; ')})` : ''}`);
  }
}

/** Signing in to KSeF failed: wrong or revoked token, certificate refused, no permission for the context. */
export class KsefAuthError extends Error {
  override readonly name = 'KsefAuthError';
  constructor(
    readonly code: number,
    readonly description: string,
    readonly details: string[] = [],
  ) {
    super(`KSeF sign-in ${code}: ${description}${details.length ? ` (${details.join('; ')})` : ''}`);
  }
}
