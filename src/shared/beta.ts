import type { Language } from './language';

/**
 * Beta sign-up vocabulary (product §3) without zod, so the public pop-up can use it without loading a
 * validation library; the request schema in contracts/beta.ts is built from the same list.
 */
export const CLUB_SIZES = ['1-20', '21-50', '51-100', '101-200', '200+'] as const;
export type ClubSize = (typeof CLUB_SIZES)[number];

export const CLUB_SIZE_LABELS: Record<Language, Record<ClubSize, string>> = {
  pl: {
    '1-20': '1-20 członków',
    '21-50': '21-50 członków',
    '51-100': '51-100 członków',
    '101-200': '101-200 członków',
    '200+': 'Powyżej 200 członków',
  },
  en: {
    '1-20': '1-20 members',
    '21-50': '21-50 members',
    '51-100': '51-100 members',
    '101-200': '101-200 members',
    '200+': 'More than 200 members',
  },
};

/** product §4, §9: the pop-up appears 3 s after the setting says enabled; the setting is re-read every 30 s. */
export const BETA_POPUP_DELAY_MS = 3000;
export const POPUP_SETTINGS_POLL_MS = 30_000;
export const POPUP_SETTINGS_PATH = '/api/popup-settings';
export const BETA_SIGNUP_PATH = '/api/beta-test-signup';
/**
 * The address fragment that opens the beta sign-up form on any public page (the beta-benefits call to
 * action links to it): a plain link, so it works from server-rendered sections that are never hydrated.
 */
export const BETA_SIGNUP_HASH = '#beta-signup';
