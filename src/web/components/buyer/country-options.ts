import { COUNTRY_CODES } from '@shared/validation/countries';
import type { Language } from '@shared/language';

const cache = new Map<Language, { code: string; name: string }[]>();

/** The invoice's country list by name in the page's language (the browser's names; the code where it has none). */
export function countryOptions(language: Language) {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const label = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const options = COUNTRY_CODES.map((code) => ({ code, name: label(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
  cache.set(language, options);
  return options;
}
