import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Language } from '../language';

/**
 * Phone numbers: one check for every form and its route, so the server and the dialogs agree.
 * libphonenumber-js with its 'min' metadata (the public JS budget: only lazily loaded form code imports
 * this file); a number without a country code is read as Polish.
 */
export const PHONE_DEFAULT_REGION = 'PL';

/** What a person types: digits, spaces and the usual separators ('call me at …' is not a number). */
const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  try {
    return isValidPhoneNumber(trimmed, PHONE_DEFAULT_REGION);
  } catch {
    return false;
  }
}

/** The number in E.164 (+48600100200), read as isPhoneNumber reads it; null when it is not a number. */
export function phoneE164(value: string): string | null {
  if (!isPhoneNumber(value)) return null;
  return parsePhoneNumberFromString(value.trim(), PHONE_DEFAULT_REGION)?.number ?? null;
}

/** The one message for a number that is not one; the API answers the Polish text. */
export const PHONE_INVALID: Record<Language, string> = {
  pl: 'Podaj poprawny numer telefonu.',
  en: 'Enter a valid phone number.',
};
