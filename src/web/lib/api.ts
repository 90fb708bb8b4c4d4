import type { Language } from '@shared/language';
import type { ApiError } from '@shared/contracts/errors';
import { TOTAL_COUNT_ESTIMATED_HEADER, TOTAL_COUNT_HEADER } from '@shared/contracts/headers';

/**
 * Every call of product §7: cookies sent, JSON in and out, any non-OK answer raised as an error whose
 * message is "<status>: <body or status text>" (product §8). The parsed body keeps field messages for forms.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiError | null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
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

async function send(method: Method, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let parsed: ApiError | null;
    try {
      parsed = JSON.parse(text) as ApiError;
    } catch {
      parsed = null;
    }
    throw new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, parsed);
  }
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiRequest = async <T = unknown>(method: Method, path: string, body?: unknown): Promise<T> =>
  readJson<T>(await send(method, path, body));

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
