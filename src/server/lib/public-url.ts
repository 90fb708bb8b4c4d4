import type { Language } from '@shared/language';
import type { AppConfig } from '../config';

/**
 * The address of a public page in a language, for a link a person follows later (an e-mail, a redirect):
 * PUBLIC_URL_EN for English when it is set, otherwise the Polish address with `?lang=en`, so an English
 * reader lands on English pages whichever host they come in by. `path` may carry a query and a #fragment.
 */
export function publicPageUrl(
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlEn'>,
  language: Language | string,
  path = '/',
): string {
  if (language !== 'en') return `${config.publicUrl}${path}`;
  if (config.publicUrlEn !== config.publicUrl) return `${config.publicUrlEn}${path}`;
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${config.publicUrl}${beforeHash}${separator}lang=en${hash}`;
}
