import type { Page } from '@playwright/test';
import { SECURITY_API, securityOverviewSchema } from '../src/shared/contracts/mfa';
import { expect, signIn } from './fixtures';
import { testOnOwnServer } from './own-server';

/**
 * The back office open on a list while its session ends elsewhere: the live stream is told (its server
 * checks the streams' sessions every second here, LIVE_SESSION_RECHECK_SECONDS=1), and the tab shows the
 * sign-in without a reload. Nothing changes meanwhile, so nothing else on the page asks the server and
 * meets a 401: only the stream can tell. A server of its own per worker, with that setting.
 */
const test = testOnOwnServer({ LIVE_SESSION_RECHECK_SECONDS: '1' });

/** The contacts list open, its live stream answered, and a mark on the page that a reload would wipe. */
async function openList(page: Page) {
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/admin/events' && response.status() === 200,
  );
  await page.goto('/security/admin/contacts');
  await expect(page.getByRole('navigation', { name: 'Nawigacja panelu', exact: true })).toBeVisible();
  await streamOpen;
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
}

async function expectSignInWithoutReload(page: Page) {
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/security\/admin\/login$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
}

test.describe('the back office live, when its session ends elsewhere', () => {
  test("ended with 'Wyloguj' on the Security screen of another session: the tab shows the sign-in", async ({
    adminPage: page,
    extraHTTPHeaders,
    playwright,
    baseURL,
  }) => {
    await openList(page);
    const other = await signIn(await playwright.request.newContext({ baseURL }));
    try {
      const overview = securityOverviewSchema.parse(await (await other.get(SECURITY_API)).json());
      // The tab's session: signed in from this test's own client address (fixtures.ts).
      const theTab = overview.sessions.filter(
        (session) => !session.current && session.ip === extraHTTPHeaders!['X-Forwarded-For'],
      );
      expect(theTab).toHaveLength(1);
      expect((await other.delete(`${SECURITY_API}/sessions/${theTab[0]!.id}`)).status()).toBe(200);
      await expectSignInWithoutReload(page);
    } finally {
      await other.post('/api/admin/logout');
      await other.dispose();
    }
  });

  test('signed out in another window of the same session: the tab shows the sign-in', async ({
    adminPage: page,
    playwright,
    baseURL,
  }) => {
    await openList(page);
    const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'sid')!;
    const other = await playwright.request.newContext({ baseURL });
    try {
      const out = await other.post('/api/admin/logout', { headers: { cookie: `sid=${sid.value}` } });
      expect(out.status()).toBeLessThan(300);
    } finally {
      await other.dispose();
    }
    await expectSignInWithoutReload(page);
  });
});
