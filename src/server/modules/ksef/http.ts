import { KsefRateLimitedError, KsefRejectedError, KsefUnavailableError } from './errors';

export type KsefFetch = typeof fetch;

export type KsefRequest = {
  method: 'GET' | 'POST';
  path: string;
  bearer?: string;
  json?: unknown;
  xml?: string;
  /** Accept an XML answer (UPO) instead of JSON. */
  expectXml?: boolean;
};

/** What a 4xx answer says, in either of KSeF's error formats (ExceptionResponse or Problem Details). */
function rejectionOf(status: number, body: unknown): KsefRejectedError {
  const value = (body ?? {}) as Record<string, unknown>;
  const exception = value.exception as { exceptionDetailList?: Record<string, unknown>[] } | undefined;
  const first = exception?.exceptionDetailList?.[0];
  if (first) {
    return new KsefRejectedError(
      Number(first.exceptionCode ?? status),
      String(first.exceptionDescription ?? `HTTP ${status}`),
      Array.isArray(first.details) ? first.details.map(String) : [],
      status,
    );
  }
  const errors = value.errors as { code?: number; description?: string; details?: string[] }[] | undefined;
  if (errors?.[0]) {
    return new KsefRejectedError(
      Number(errors[0].code ?? status),
      String(errors[0].description ?? value.detail ?? `HTTP ${status}`),
      errors[0].details ?? [],
      status,
    );
  }
  return new KsefRejectedError(status, String(value.detail ?? value.title ?? `HTTP ${status}`), [], status);
}

/** Retry-After in seconds (a number or an HTTP date); KSeF's limits document a number. */
function retryAfterSeconds(header: string | null): number {
  if (!header) return 30;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 30 : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export class KsefUnauthorizedError extends Error {
  override readonly name = 'KsefUnauthorizedError';
}

/**
 * One call to the KSeF API: out of reach, timeout and 5xx → KsefUnavailableError; 429 →
 * KsefRateLimitedError with Retry-After; 401 → KsefUnauthorizedError (the client signs in again); other 4xx →
 * KsefRejectedError with KSeF's own code and words.
 */
export async function callKsef<T>(
  baseUrl: string,
  request: KsefRequest,
  { fetchImpl, timeoutMs }: { fetchImpl: KsefFetch; timeoutMs: number },
): Promise<T> {
  const headers: Record<string, string> = {
    accept: request.expectXml ? 'application/xml' : 'application/json',
  };
  if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.xml !== undefined) {
    headers['content-type'] = 'application/xml';
    body = request.xml;
  }
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new KsefUnavailableError(`KSeF out of reach (${request.method} ${request.path}): ${reason}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429)
    throw new KsefRateLimitedError(retryAfterSeconds(response.headers.get('retry-after')));
  if (response.status >= 500)
    throw new KsefUnavailableError(
      `KSeF answered ${response.status} (${request.method} ${request.path})`,
      response.status,
    );
  if (response.status === 401) throw new KsefUnauthorizedError(`KSeF refused the token (${request.path})`);
  if (response.status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { detail: text.slice(0, 500) };
    }
    throw rejectionOf(response.status, parsed);
  }
  if (request.expectXml) return text as T;
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new KsefUnavailableError(
      `KSeF answered ${response.status} with something that is not JSON (${request.path})`,
    );
  }
}
