import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@shared/language';

function hostnameOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** `?lang=` as the visitor wrote it in the address (read from the URL: a route's schema drops unknown keys). */
function queryLanguage(url: string): unknown {
  const query = url.indexOf('?');
  if (query === -1 || !url.includes('lang', query)) return undefined;
  const values = new URLSearchParams(url.slice(query + 1)).getAll('lang');
  return values.length === 1 ? values[0] : undefined;
}

/**
 * product §1: Polish unless the site host or the referrer is the English domain. An explicit choice wins:
 * `?lang=` in the URL (the hreflang alternates use it), then the visitor's remembered toggle (cookie).
 */
export function resolveLanguage(request: FastifyRequest, englishHostnames: ReadonlySet<string>): Language {
  const query = queryLanguage(request.url);
  if (isLanguage(query)) return query;
  const remembered = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(remembered)) return remembered;
  if (englishHostnames.size === 0) return DEFAULT_LANGUAGE;
  if (englishHostnames.has(hostnameOf(request.host) ?? '')) return 'en';
  if (englishHostnames.has(hostnameOf(request.headers.referer) ?? '')) return 'en';
  return DEFAULT_LANGUAGE;
}

/** The language the address itself asks for (`?lang=`), if any: it wins even over a record's language. */
export function languageInAddress(request: FastifyRequest): Language | undefined {
  const query = queryLanguage(request.url);
  return isLanguage(query) ? query : undefined;
}

const resolved = Symbol('language');
type WithLanguage = FastifyRequest & { [resolved]?: Language };

/** `request.language`, worked out the first time a route asks (most public reads never do), then kept. */
export const languagePlugin = fp(async (app) => {
  const english = new Set(app.deps.config.englishHostnames);
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      const request = this as WithLanguage;
      return (request[resolved] ??= resolveLanguage(request, english));
    },
  });
});
