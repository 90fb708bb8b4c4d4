import type { Language } from '@shared/language';
import type { ApiError } from '@shared/contracts/errors';
import {
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  TOTAL_COUNT_ESTIMATED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@shared/contracts/headers';

/** What the back office says when a request got no answer from the application. */
export const NO_CONNECTION_MESSAGE = 'Brak połączenia z serwerem';

/** How long a visitor's form waits for the server before saying it did not answer (PUBLIC_WRITE). */
export const PUBLIC_WRITE_TIMEOUT_MS = 30_000;

/**
 * Every call of product §7: cookies sent, JSON in and out, any non-OK answer raised as an error whose
 * message is "<status>: <body or status text>" (product §8). The parsed body keeps field messages for forms.
 * A request that got no answer from the application is an error too, worded in Polish for the back office
 * instead of the browser's English ('Failed to fetch'): status 0 'Brak połączenia z serwerem' (no network,
 * the server down, a timeout), or 'Brak połączenia z serwerem (502)' for a 5xx that is not our answer (a
 * proxy's page while the server restarts).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiError | null,
    /** No answer within the time the caller gave (the request may still have arrived). */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  /**
   * The application did not answer, or failed: no connection, a timeout, a 5xx. Nothing sent was refused,
   * sending again may work; a public form says so at the form and offers to.
   */
  get unreachable(): boolean {
    return this.status === 0 || this.status >= 500 || this.stillProcessing;
  }
  /**
   * The same submission (its Idempotency-Key) is still being handled by the server: an earlier try that
   * seemed lost did arrive. Like a timeout: we do not know yet how it ends, and trying again shortly is safe.
   */
  get stillProcessing(): boolean {
    return this.status === 409 && this.body?.error === IDEMPOTENCY_ERRORS.inFlight;
  }
  /** The server's own message (e.g. a validation message), else the transport message. */
  get serverMessage(): string {
    return this.body?.error ?? this.message;
  }
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error code of an admin action that needs a fresh second factor (step-up). */
const STEP_UP_REQUIRED = 'step_up_required';
/**
 * Asks the admin for a second factor in place (the step-up dialog); true when given, false when cancelled.
 * Set by the back office; the request that was refused is then sent again, once.
 */
let stepUpHandler: (() => Promise<boolean>) | null = null;
export function setStepUpHandler(handler: (() => Promise<boolean>) | null) {
  stepUpHandler = handler;
}

export type RequestOptions = {
  /** Give up after this long (a visitor's form: PUBLIC_WRITE_TIMEOUT_MS); by default the browser's. */
  timeoutMs?: number;
  headers?: Record<string, string>;
};

async function send(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
  steppedUp = false,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
      body: body === undefined ? null : JSON.stringify(body),
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : null,
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const message = timedOut
      ? `${NO_CONNECTION_MESSAGE}: brak odpowiedzi w ciągu ${Math.round(options.timeoutMs! / 1000)} s`
      : NO_CONNECTION_MESSAGE;
    throw new ApiRequestError(0, message, null, timedOut);
  }
  if (!response.ok) {
    // The connection can drop in the middle of the answer too.
    const text = await response.text().catch(() => '');
    let parsed: ApiError | null;
    try {
      parsed = JSON.parse(text) as ApiError;
    } catch {
      parsed = null;
    }
    const ours = typeof parsed?.error === 'string';
    const code = (parsed as { code?: unknown } | null)?.code;
    if (response.status === 403 && code === STEP_UP_REQUIRED && stepUpHandler && !steppedUp) {
      if (await stepUpHandler()) return send(method, path, body, options, true);
    }
    const message =
      response.status >= 500 && !ours
        ? `${NO_CONNECTION_MESSAGE} (${response.status})`
        : `${response.status}: ${text || response.statusText}`;
    throw new ApiRequestError(response.status, message, ours ? parsed : null);
  }
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiRequest = async <T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> => readJson<T>(await send(method, path, body, options));

/**
 * A visitor's form sent from a public page (POST, in the page's language: inPageLanguage): it gives up
 * after PUBLIC_WRITE_TIMEOUT_MS, and carries the submission's key (IDEMPOTENCY_KEY_HEADER: the same for every
 * retry of the same content, components/public-form/submission-key.ts) when given: the server answers a retry of
 * a submission it already stored with the stored answer instead of storing and mailing it again.
 */
export const sendPublicForm = <T = unknown>(
  path: string,
  language: Language,
  body: unknown,
  submissionKey?: string,
): Promise<T> =>
  apiRequest<T>('POST', inPageLanguage(path, language), body, {
    timeoutMs: PUBLIC_WRITE_TIMEOUT_MS,
    ...(submissionKey && { headers: { [IDEMPOTENCY_KEY_HEADER]: submissionKey } }),
  });

/** How long a downloaded file's object URL is kept: the browser has taken the file long before. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/**
 * Saves a file the API answers (an export) as the browser's download. Through `send`, so an action that
 * needs the second factor again asks for it in place and carries on; a plain link would save the refusal
 * itself as the file, silently. The file's name is the server's (Content-Disposition). With `body`, it is
 * POSTed.
 */
export async function apiDownload(path: string, body?: unknown): Promise<void> {
  // A file made from what the form holds (a draft's PDF) is asked for with it, as JSON.
  const response = await send(body === undefined ? 'GET' : 'POST', path, body);
  const file = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'plik';
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** `estimated`: the server gave the planner's estimate, not an exact count (very long filtered lists). */
export type ListPage<T> = { items: T[]; total: number; estimated: boolean; headers: Headers };

/** Admin lists: the body is the array, the total of all matching rows comes in X-Total-Count. */
export async function apiList<T>(path: string): Promise<ListPage<T>> {
  const response = await send('GET', path);
  const items = await readJson<T[]>(response);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? items.length);
  const estimated = response.headers.get(TOTAL_COUNT_ESTIMATED_HEADER) === '1';
  return { items, total, estimated, headers: response.headers };
}

/**
 * A public write's path in the page's language (`?lang=`): the server answers and e-mails the visitor in it.
 * The page's language must be said: a page opened with ?lang=en keeps no cookie, and no referrer is sent.
 */
export const inPageLanguage = (path: string, language: Language): string =>
  withQuery(path, { lang: language });

/** Builds `path?query` from defined, non-empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** What to tell the user of a failed request: the server's own words when it answered, else the error's. */
export const serverMessage = (error: Error) =>
  error instanceof ApiRequestError ? error.serverMessage : error.message;
