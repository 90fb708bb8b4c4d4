import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOME_PATH, ADMIN_SCREENS, adminScreenPath } from '@shared/admin-routes';
import { ADMIN_INVITATION_PAGE } from '@shared/contracts/administrators';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../test/test-app';
import { builtClient } from './built-client';

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const { clientDir, ssrEntry } = builtClient();
  app = await buildApp({
    config: testConfig(),
    database: await createTestDatabase(),
    web: { clientDir, ssrEntry },
  });
});
afterAll(() => app?.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const ADMIN_ENTRY = /<script type="module"[^>]*src="\/assets\/admin-[^"]+\.js"/;

describe('the back office HTML', () => {
  it('answers 200 for every admin page, as the client routes it (a screen’s name in any case, one trailing slash, a query)', async () => {
    const paths = [
      ADMIN_HOME_PATH,
      `${ADMIN_HOME_PATH}/login`,
      ...ADMIN_SCREENS.map(adminScreenPath),
      `${ADMIN_INVITATION_PAGE}/some-token`,
      `${adminScreenPath('contacts')}/`,
      `${adminScreenPath('contacts')}?open=abc&status=new`,
      '/security/admin/Orders',
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toMatch(ADMIN_ENTRY);
    }
  });

  it('answers 404 for a path under the back office that is no admin page, with the admin client (its own not-found screen)', async () => {
    const paths = [
      `${ADMIN_HOME_PATH}/kontakty`,
      `${adminScreenPath('contacts')}/extra`,
      `${ADMIN_INVITATION_PAGE}`,
      `${ADMIN_INVITATION_PAGE}/token/more`,
      `${ADMIN_HOME_PATH}/nie-ma-takiej-strony?open=1`,
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // The admin's client, not the public 404 page: the operator stays in the back office.
      expect(response.body).toMatch(ADMIN_ENTRY);
      expect(response.body).not.toContain('404 Page Not Found');
    }
  });
});
