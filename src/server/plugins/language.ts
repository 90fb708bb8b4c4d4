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

/**
 * product §1: Polish unless the site host or the referrer is the English domain. An explicit choice wins:
 * `?lang=` in the URL (the hreflang alternates use it), then the visitor's remembered toggle (cookie).
 */
export function resolveLanguage(request: FastifyRequest, englishHostnames: string[]): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(query)) return query;
  const remembered = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(remembered)) return remembered;
  const english = new Set(englishHostnames);
  if (english.has(hostnameOf(request.host) ?? '')) return 'en';
  if (english.has(hostnameOf(request.headers.referer) ?? '')) return 'en';
  return DEFAULT_LANGUAGE;
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  // Before validation: a route's querystring schema strips the unknown `lang`, which would then be ignored.
  app.addHook('preValidation', async (request) => {
    request.language = resolveLanguage(request, app.config.englishHostnames);
  });
});
