import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_SCREENS,
  adminScreenPath,
  isAdminPagePath,
} from './admin-routes';

describe('isAdminPagePath', () => {
  it('knows the root, the login, every screen and an invitation link', () => {
    for (const path of [ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, ...ADMIN_SCREENS.map(adminScreenPath)])
      expect(isAdminPagePath(path), path).toBe(true);
    expect(isAdminPagePath('/security/admin/zaproszenie/abc123')).toBe(true);
  });

  it('matches as the client router does: a screen name in any case, one trailing slash', () => {
    expect(isAdminPagePath('/security/admin/contacts/')).toBe(true);
    expect(isAdminPagePath('/security/admin/')).toBe(true);
    expect(isAdminPagePath('/security/admin/Orders')).toBe(true);
  });

  it('refuses anything else under the root', () => {
    for (const path of [
      '/security/admin/kontakty',
      '/security/admin/contacts/extra',
      '/security/admin/contacts//',
      '/security/admin/zaproszenie',
      '/security/admin/zaproszenie/',
      '/security/admin/zaproszenie/a/b',
      '/security/administrator',
    ])
      expect(isAdminPagePath(path), path).toBe(false);
  });
});
