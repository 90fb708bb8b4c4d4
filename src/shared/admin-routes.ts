import { ADMIN_INVITATION_PAGE } from './contracts/administrators';

/** The back office's root (product §2): every admin screen lives under it. */
export const ADMIN_HOME_PATH = '/security/admin';
export const ADMIN_LOGIN_PATH = `${ADMIN_HOME_PATH}/login`;

/**
 * The back-office screens under the root, by their last path segment: the web client routes them, and the
 * server answers 404 for any other path under the root (the client then shows the admin's own not-found
 * screen). A screen added in one place and not the other would be unreachable or a 404: hence one list.
 */
export const ADMIN_SCREENS = [
  'testimonials',
  'slots',
  'tenants',
  'systems',
  'contacts',
  'demo-bookings',
  'orders',
  'bug-reports',
  'beta-tests',
  'lifecycle',
  'privacy',
  'outbox',
  'faktury',
  'ksef',
  'tresci-strony',
  'administratorzy',
  'bezpieczenstwo',
] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

export const adminScreenPath = (screen: AdminScreen) => `${ADMIN_HOME_PATH}/${screen}`;

const KNOWN_PATHS = new Set<string>([
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  ...ADMIN_SCREENS.map(adminScreenPath),
]);
const INVITATION_PREFIX = `${ADMIN_INVITATION_PAGE}/`.toLowerCase();

/**
 * Whether a path (without its query) is one of the back office's pages. Matched as the client's router
 * matches: case-insensitive, one trailing slash allowed; the invitation page takes one segment, its token.
 */
export function isAdminPagePath(path: string): boolean {
  const lower = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  if (KNOWN_PATHS.has(lower)) return true;
  if (!lower.startsWith(INVITATION_PREFIX)) return false;
  const token = lower.slice(INVITATION_PREFIX.length);
  return token.length > 0 && !token.includes('/');
}
