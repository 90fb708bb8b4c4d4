import type { Page } from '@playwright/test';
import { instantOf, isWeekday, todayIn, type CalendarDay } from '../src/shared/slot-rules';
import { showDay } from './calendar-helpers';
import { expect, expectSentToast, expectToast, signIn, test } from './fixtures';
import { betaDialog, setPopup } from './inbox-helpers';
import { ownServerTest } from './own-server';
import { openPage } from './site-helpers';

const WARSAW = 'Europe/Warsaw';

/** A weekday a few weeks ahead, at an hour no other spec uses, so the slot is this test's own. */
function laterWeekday(): CalendarDay {
  const today = todayIn(WARSAW);
  for (let offset = 20; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isWeekday(day)) return day;
  }
}

/** The page has written nothing to the visitor's device: no cookie, no local or session storage. */
async function expectNothingStored(page: Page) {
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

test('a visitor from a campaign views the prices and books a demo; the operator sees the visit, the source, the funnel and the booking’s source', async ({
  page,
  browser,
  unique,
}) => {
  // Six public pages, a whole booking and four back-office views in one visit.
  test.setTimeout(120_000);
  const admin = await browser.newContext();
  await signIn(admin.request);
  const day = laterWeekday();
  const isoDay = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  const created = await admin.request.post('/api/admin/slots', {
    data: { datetime: instantOf({ ...day, hour: 14 }, WARSAW).toISOString() },
  });
  expect(created.status()).toBe(201);

  // A beacon's Blob body is not readable from the test; the dashboard below proves what was counted.
  let beacons = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/visit' && request.method() === 'POST') beacons++;
  });
  await openPage(page, '/?utm_source=facebook&utm_campaign=jesien');
  await expect.poll(() => beacons).toBe(1);
  await expectNothingStored(page);

  await openPage(page, '/cennik');
  await expect.poll(() => beacons).toBe(2);
  await expectNothingStored(page);

  // Back to the landing page (the site's own referrer: still the campaign's visit) to book from its hero.
  await openPage(page, '/');
  await expect.poll(() => beacons).toBeGreaterThanOrEqual(3);
  const beforeDialog = beacons;
  await page.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog opened: the funnel's step.
  await expect.poll(() => beacons).toBe(beforeDialog + 1);
  await expect(dialog.locator('[data-availability="ready"]')).toBeVisible();
  await (await showDay(dialog, isoDay)).click();
  await dialog.getByRole('radio', { name: '14:00' }).check();
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const name = `Ola Kampania ${unique}`;
  await dialog.getByLabel('Imię i nazwisko').fill(name);
  await dialog.getByLabel('Email').fill(`ola-${unique}@example.pl`);
  await dialog.getByLabel('Nazwa klubu').fill('KS Jesień');
  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expectSentToast(page, 'Zgłoszenie wysłane');
  await expectNothingStored(page);
  for (const path of ['/regulamin', '/polityka-prywatnosci', '/?lang=en']) {
    await openPage(page, path);
    await expectNothingStored(page);
  }

  const operator = await admin.newPage();
  await operator.goto('/security/admin');
  const traffic = operator.getByRole('region', { name: 'Ruch i konwersja' });
  await traffic.getByRole('button', { name: '7 dni' }).click();
  const sources = traffic.getByRole('table', { name: 'Źródła' });
  await expect(sources.getByRole('row', { name: /facebook/ })).toBeVisible();
  await expect(
    traffic.getByRole('table', { name: 'Kampanie' }).getByRole('row', { name: /jesien/ }),
  ).toBeVisible();
  await expect(
    traffic.getByRole('table', { name: 'Strony' }).getByRole('row', { name: /\/cennik/ }),
  ).toBeVisible();
  await traffic.getByRole('button', { name: 'Wg źródła' }).click();
  const funnel = traffic.getByRole('table', { name: /Lejek/ });
  await expect(funnel.getByRole('columnheader', { name: 'facebook' })).toBeVisible();
  const booked = funnel.getByRole('row', { name: /Umówili prezentację/ });
  await expect(booked).toBeVisible();
  // The facebook column of 'Umówili prezentację' counts this visitor.
  const facebookColumn = await funnel.getByRole('columnheader').allTextContents();
  const cell = booked.getByRole('cell').nth(facebookColumn.indexOf('facebook') - 1);
  await expect(cell).not.toHaveText(/^0/);
  // The '?' beside the funnel says what each step counts: each of those who reached the one before.
  await traffic.getByText('?', { exact: true }).click();
  await expect(traffic.getByTestId('funnel-definitions')).toContainText(
    'Umówili prezentację lub zamówiliSpośród nich: wysłali rezerwację prezentacji albo zamówienie.',
  );
  // The chart speaks Polish: its legend names the day under the cursor and writes it dd.MM.yyyy.
  const chart = traffic.getByTestId('traffic-chart');
  await chart.locator('.u-over').hover();
  await expect(chart.locator('.u-legend')).toContainText(/Dzień\s*\d{2}\.\d{2}\.\d{4}/);
  await traffic.getByRole('button', { name: 'Pokaż jako tabelę' }).click();
  await expect(traffic.getByRole('table', { name: 'Odwiedzający i odsłony dzień po dniu' })).toBeVisible();

  await operator.goto(`/security/admin/demo-bookings?q=${encodeURIComponent(unique)}`);
  await operator.getByRole('article').first().getByRole('button', { name: 'Zarządzaj' }).click();
  await expect(operator.getByRole('dialog')).toContainText('Źródło: facebook · kampania jesien · wejście: /');
  await admin.close();
});

// The pop-up switch is global: this test runs on a server of its own (own-server.ts) and leaves it off.
ownServerTest(
  'the beta pop-up shown and closed leaves nothing on the device, is not shown again, and the operator’s “test” brings it back',
  async ({ page, browser, baseURL, extraHTTPHeaders }) => {
    // The pop-up's 3 s delay twice, and a real 4.5 s look that it stays away.
    test.setTimeout(90_000);
    // The operator's own browser: the visitor's address and agent (the marker is kept against the day's
    // visitor id of both), signed in in a context of its own, so the visitor's holds no session cookie.
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const operator = await browser.newContext({ baseURL, extraHTTPHeaders, userAgent });
    await signIn(operator.request);
    await setPopup(operator.request, true);
    try {
      await openPage(page, '/');
      const dialog = betaDialog(page);
      // Due 3 s after the settings are read, then its chunk loads and renders.
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Zamknij' }).first().click();
      await expect(dialog).toBeHidden();
      await expectNothingStored(page);

      // The next page of the visit: the server remembers it was shown today (the page's beacon said so).
      const read = page.waitForResponse((response) => response.url().endsWith('/api/popup-settings'));
      await page.reload();
      expect(await (await read).json()).toEqual({ enabled: true, shown: true });
      await page.waitForTimeout(4_500);
      await expect(betaDialog(page)).toBeHidden();
      await expectNothingStored(page);

      const admin = await operator.newPage();
      await admin.goto('/security/admin/beta-tests');
      await admin.getByRole('button', { name: 'Testuj popup' }).click();
      await expectToast(admin, 'Popup zresetowany');
      await page.reload();
      // Due 3 s after the settings are read, then its chunk loads and renders.
      await expect(betaDialog(page)).toBeVisible({ timeout: 10_000 });
      await expectNothingStored(page);
    } finally {
      await setPopup(operator.request, false);
      await operator.close();
    }
  },
);
