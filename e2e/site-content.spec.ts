import type { APIRequestContext } from '@playwright/test';
import { axeViolations, expect, expectToast, signIn } from './fixtures';
import { choose } from './inbox-helpers';
import { ownServerTest as test } from './own-server';
import { collectErrors, onEnglishHost, openPage, popupAlreadyShown } from './site-helpers';

/**
 * Runs `edit`, which saves new site texts, then puts back the content as it was before, whatever happened:
 * the next spec on this server sees the site as it was.
 */
async function withContentRestored(request: APIRequestContext, edit: () => Promise<void>) {
  const original = await (await request.get('/api/admin/site-content')).json();
  try {
    await edit();
  } finally {
    expect((await request.put('/api/admin/site-content', { data: original })).status()).toBe(200);
  }
}

// On this worker's own server: the content shows on every public page, which other specs must not see change.
test.describe('site content', () => {
  test('the operator edits a roadmap item and the beta offer; the public pages show them in PL and EN @mobile', async ({
    page,
    browser,
    baseURL,
    unique,
    isMobile,
  }) => {
    // The editor, then the public pages in both languages in a second context, then the content restored.
    test.setTimeout(120_000);
    await signIn(page.request);
    await withContentRestored(page.request, async () => {
      await page.goto('/security/admin/tresci-strony');
      await expect(page.getByRole('heading', { name: 'Treści strony', level: 1 })).toBeVisible();
      const item = page.getByRole('group', { name: 'Funkcja 2', exact: true });
      await expect(item.getByLabel('Tytuł (PL)')).toHaveValue('Rezerwacja strzelnicy');
      expect(await axeViolations(page)).toEqual([]);
      if (isMobile) await page.screenshot({ path: test.info().outputPath('site-content-375.png') });

      // A text missing in one language is named before anything is sent.
      await item.getByLabel('Tytuł (EN)').fill('');
      await page.getByRole('button', { name: 'Zapisz treści' }).click();
      await expect(item.getByText('Tytuł (EN): pole wymagane')).toBeVisible();

      const when = `Q${(unique.length % 4) + 1} 2028`;
      await item.getByLabel('Termin').fill(when);
      await item.getByLabel('Tytuł (PL)').fill(`Rezerwacje online ${unique}`);
      await item.getByLabel('Tytuł (EN)').fill(`Online booking ${unique}`);
      const benefit = page.getByRole('group', { name: 'Korzyść 1', exact: true });
      await benefit.getByLabel('Opis (PL)').fill(`Bez opłat do końca czerwca 2027 r. ${unique}`);
      await benefit.getByLabel('Opis (EN)').fill(`No fees until the end of June 2027 ${unique}`);
      await page.getByRole('button', { name: 'Zapisz treści' }).click();
      await expectToast(page, 'Zapisano treści strony', 'Strona publiczna pokazuje już nowe teksty.');

      const visitor = await browser.newPage({ baseURL });
      // The beta pop-up (switched on by another spec on this server) counts as seen: it would cover the toggle.
      await popupAlreadyShown(visitor);
      const errors = collectErrors(visitor);
      try {
        await openPage(visitor, '/');
        const roadmap = visitor.locator('#roadmap');
        await expect(roadmap.getByText(`Rezerwacje online ${unique}`)).toBeVisible();
        await expect(roadmap.getByText(when)).toBeVisible();
        await expect(
          visitor.locator('#beta').getByText(`Bez opłat do końca czerwca 2027 r. ${unique}`),
        ).toBeVisible();
        // The toggle renders the sections in the browser, from the same content the page carries. The visitor's
        // page has the project's screen: at 375 px the toggle is in the header's menu.
        if (isMobile) await visitor.getByRole('button', { name: 'Otwórz menu' }).click();
        await visitor.getByRole('button', { name: 'EN', exact: true }).click();
        await expect(roadmap.getByText(`Online booking ${unique}`)).toBeVisible();
        await expect(
          visitor.locator('#beta').getByText(`No fees until the end of June 2027 ${unique}`),
        ).toBeVisible();

        await openPage(visitor, onEnglishHost(baseURL, '/'));
        await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
        await expect(visitor.locator('#roadmap').getByText(`Online booking ${unique}`)).toBeVisible();
        await expect(
          visitor.locator('#beta').getByText(`No fees until the end of June 2027 ${unique}`),
        ).toBeVisible();
        expect(await axeViolations(visitor)).toEqual([]);
        await visitor.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      } finally {
        await visitor.close();
      }

      // The editor shows what was saved.
      await page.reload();
      await expect(item.getByLabel('Tytuł (EN)')).toHaveValue(`Online booking ${unique}`);
    });
  });

  test('the operator edits a launch timeline stage; the public page shows it in its place in PL and EN', async ({
    page,
    browser,
    baseURL,
    unique,
  }) => {
    // The editor, then the public page in both languages in a second context, then the content restored.
    test.setTimeout(90_000);
    await signIn(page.request);
    await withContentRestored(page.request, async () => {
      await page.goto('/security/admin/tresci-strony');
      const stage = page.getByRole('group', { name: 'Etap 3', exact: true });
      await expect(stage.getByLabel('Tytuł (PL)')).toHaveValue('Dostęp promocyjny');
      const when = `Q${(unique.length % 4) + 1} 2029`;
      await stage.getByLabel('Termin').fill(when);
      await choose(page, stage, 'Status', 'Testy');
      await stage.getByLabel('Tytuł (PL)').fill(`Dostęp dla klubów ${unique}`);
      await stage.getByLabel('Tytuł (EN)').fill(`Access for clubs ${unique}`);
      await stage.getByLabel('Opis (PL)').fill(`Pierwsze kluby od wiosny ${unique}`);
      await stage.getByLabel('Opis (EN)').fill(`The first clubs from spring ${unique}`);
      await page.getByRole('button', { name: 'Zapisz treści' }).click();
      await expectToast(page, 'Zapisano treści strony', 'Strona publiczna pokazuje już nowe teksty.');

      const visitor = await browser.newPage({ baseURL });
      // The beta pop-up (switched on by another spec on this server) counts as seen: it would cover the page.
      await popupAlreadyShown(visitor);
      try {
        for (const [url, heading, title, description, status] of [
          ['/', 'Harmonogram startu', 'Dostęp dla klubów', 'Pierwsze kluby od wiosny', 'Testy'],
          [
            onEnglishHost(baseURL, '/'),
            'Launch timeline',
            'Access for clubs',
            'The first clubs from spring',
            'Testing',
          ],
        ] as const) {
          await openPage(visitor, url);
          const timeline = visitor
            .locator('#roadmap div')
            .filter({ has: visitor.getByRole('heading', { name: heading, exact: true }) })
            .last();
          // The third stage of the timeline, where the operator edited it.
          const edited = timeline.getByRole('listitem').nth(2);
          await expect(edited).toContainText(`${title} ${unique}`);
          await expect(edited).toContainText(`${description} ${unique}`);
          await expect(edited).toContainText(when);
          await expect(edited.getByText(status, { exact: true })).toBeVisible();
          await expect(visitor.getByText('Dostęp promocyjny')).toHaveCount(0);
          await expect(visitor.getByText('Promotional access')).toHaveCount(0);
        }
        expect(await axeViolations(visitor)).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });
});
