import type { APIRequestContext, Page } from '@playwright/test';
import { withAltcha } from './altcha';
import { expect, signIn } from './fixtures';
import { ownServerTest as test } from './own-server';

/**
 * The back office live: with the contacts inbox open, a contact sent meanwhile and a status changed by
 * another admin show in the open list and the sidebar's count without a reload, and what the operator typed
 * stays. A server of its own (own-server.ts): the sidebar's count is read as a difference, and no parallel
 * spec may move it.
 */

const contactsLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Nawigacja panelu', exact: true })
    .getByRole('link', { name: 'Kontakty' });

/** The sidebar's count of new contacts (its accessible description, 'nowe: N'; none when there are none). */
async function newContacts(page: Page): Promise<number> {
  const description = await contactsLink(page).getAttribute('aria-describedby');
  if (!description) return 0;
  const text = await page.locator(`[id="${description}"]`).textContent();
  return Number(/nowe: (\d+)/.exec(text ?? '')?.[1] ?? 0);
}

async function sendContact(request: APIRequestContext, name: string) {
  const response = await request.post('/api/contact', {
    data: await withAltcha(request, {
      name,
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.pl`,
      subject: 'Pytanie o wdrożenie',
      message: 'Dzień dobry, ile trwa wdrożenie systemu w klubie?',
    }),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const contactsList = (page: Page) => page.getByRole('list', { name: 'Kontakty' });

/** The first request `matching` goes on to the server only once `until` settles; `onHeld` is told it came. */
async function holdFirstRequest(
  page: Page,
  matching: (url: URL) => boolean,
  until: Promise<unknown>,
  onHeld = () => {},
) {
  let first = true;
  await page.route(matching, async (route) => {
    if (first) {
      first = false;
      onHeld();
      await until;
    }
    await route.continue().catch(() => {});
  });
}

test.describe('the back office live', () => {
  test('a contact sent from elsewhere appears in the open, filtered list and the sidebar count', async ({
    adminPage: page,
    browser,
    baseURL,
    unique,
  }) => {
    const token = `live${unique.replace(/\W/g, '')}`;
    // One earlier contact of this token, so the filtered list is showing something when the new one comes.
    await sendContact(page.request, `Pierwszy ${token}`);
    await page.goto('/security/admin/contacts');
    const search = page.getByRole('search').getByLabel('Szukaj');
    await search.fill(token);
    await expect(page.getByTestId('list-count')).toContainText('Wyniki: 1');
    await expect(contactsList(page).getByRole('article')).toHaveCount(1);
    const before = await newContacts(page);

    // A visitor in a browser of their own sends the contact form's request.
    const visitor = await browser.newContext({ baseURL });
    try {
      await sendContact(visitor.request, `Drugi ${token}`);
    } finally {
      await visitor.close();
    }

    await expect(contactsList(page).getByText(`Drugi ${token}`)).toBeVisible();
    await expect(contactsList(page).getByRole('article')).toHaveCount(2);
    // The one that arrived live is highlighted for a few seconds; the one already read is not.
    const arrivedRows = contactsList(page).locator('[data-arrived]');
    await expect(arrivedRows).toHaveCount(1);
    await expect(arrivedRows).toContainText(`Drugi ${token}`);
    await expect(page.getByTestId('list-count')).toContainText('Wyniki: 2');
    await expect(contactsLink(page)).toHaveAccessibleDescription(`nowe: ${before + 1}`);
    // The operator's filter is as they typed it: the list was read again, not reset.
    await expect(search).toHaveValue(token);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  });

  test('a contact committed after the list was read but before the stream opened still shows', async ({
    adminPage: page,
    unique,
  }) => {
    const token = `gap${unique.replace(/\W/g, '')}`;
    // The stream's request is held until the contact is committed: the list was read without it, and the
    // stream's subscription comes after it, so no change event will ever tell of it.
    let releaseStream = () => {};
    const streamHeld = new Promise<void>((resolve) => (releaseStream = resolve));
    await page.route('**/api/admin/events', async (route) => {
      await streamHeld;
      await route.continue();
    });
    const streamRequested = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/admin/events',
    );
    await page.goto(`/security/admin/contacts?q=${token}`);
    await expect(page.getByText('Brak wyników')).toBeVisible();
    await streamRequested;
    await sendContact(page.request, `Luka ${token}`);
    releaseStream();
    await expect(contactsList(page).getByText(`Luka ${token}`)).toBeVisible();
  });

  test('a list still being read when the stream opens is not sent again from scratch, and is read once more after', async ({
    adminPage: page,
    unique,
  }) => {
    const token = `slow${unique.replace(/\W/g, '')}`;
    const pathOf = (url: URL | string) => new URL(url).pathname;
    const isList = (url: URL | string) => pathOf(url) === '/api/admin/contacts';
    // As on a slow phone: the list's first answer is still on its way when the stream opens. The stream
    // waits for the list's request; the list's answer waits until the opened stream had the screens read
    // again (the sidebar's summary is read a second time).
    let listRequested = () => {};
    const listSent = new Promise<void>((resolve) => (listRequested = resolve));
    let summaryReads = 0;
    let summaryReadAgain = () => {};
    const readAgain = new Promise<void>((resolve) => (summaryReadAgain = resolve));
    page.on('request', (request) => {
      if (pathOf(request.url()) === '/api/admin/contacts/summary' && ++summaryReads === 2) summaryReadAgain();
    });
    await page.route('**/api/admin/events', async (route) => {
      await listSent;
      await route.continue();
    });
    // The sidebar's first summary is on its way too until the stream has answered (as on CI's loaded
    // machine): its second read must not wait for the list's.
    const streamAnswered = page.waitForResponse((response) => pathOf(response.url()) === '/api/admin/events');
    await holdFirstRequest(page, (url) => pathOf(url) === '/api/admin/contacts/summary', streamAnswered);
    await holdFirstRequest(page, isList, readAgain, listRequested);
    const lost: string[] = [];
    page.on('requestfailed', (request) => {
      if (isList(request.url())) lost.push(request.failure()?.errorText ?? 'failed');
    });
    const reads: string[] = [];
    page.on('requestfinished', (request) => {
      if (isList(request.url())) reads.push(request.url());
    });
    await page.goto(`/security/admin/contacts?q=${token}`);
    await expect(page.getByText('Brak wyników')).toBeVisible();
    // Its answer may be from before the stream's subscription: it is read once more, after it came.
    await expect.poll(() => reads.length).toBe(2);
    expect(lost).toEqual([]);
  });

  test('a status changed by another admin shows in the open list', async ({
    adminPage: page,
    playwright,
    baseURL,
    unique,
  }) => {
    const token = `livestatus${unique.replace(/\W/g, '')}`;
    const id = await sendContact(page.request, `Status ${token}`);
    await page.goto(`/security/admin/contacts?q=${token}`);
    const row = contactsList(page).locator(`[data-record-id="${id}"]`);
    await expect(row.getByText('Nowy', { exact: true })).toBeVisible();

    const otherAdmin = await signIn(await playwright.request.newContext({ baseURL }));
    try {
      const changed = await otherAdmin.put(`/api/admin/contacts/${id}/status`, {
        data: { status: 'in_progress' },
      });
      expect(changed.status()).toBe(200);
    } finally {
      await otherAdmin.dispose();
    }

    await expect(row.getByText('W trakcie', { exact: true })).toBeVisible();
  });

  test("new records wait behind 'N nowych — pokaż' while the operator is scrolled down", async ({
    adminPage: page,
    unique,
  }) => {
    const token = `livebar${unique.replace(/\W/g, '')}`;
    for (const n of [1, 2, 3]) await sendContact(page.request, `Wcześniejszy ${n} ${token}`);
    // A short window, so the list scrolls.
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto(`/security/admin/contacts?q=${token}`);
    // The roomy layout, so three records are more than the window holds.
    await page.getByRole('button', { name: 'Wygodny' }).click();
    const rows = contactsList(page).getByRole('article');
    await expect(rows).toHaveCount(3);
    const firstBefore = await rows.first().getAttribute('data-record-id');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(40);

    await sendContact(page.request, `Nowszy ${token}`);
    const bar = page.getByRole('button', { name: '1 nowy — pokaż' });
    await expect(bar).toBeVisible();
    // The list did not move under the operator: the same rows, the same first one.
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAttribute('data-record-id', firstBefore!);

    await bar.click();
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText(`Nowszy ${token}`);
    await expect(bar).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a record open in its dialog keeps what the operator typed when another admin changes it', async ({
    adminPage: page,
    playwright,
    baseURL,
    unique,
  }) => {
    const token = `livedialog${unique.replace(/\W/g, '')}`;
    const id = await sendContact(page.request, `Dialog ${token}`);
    await page.goto(`/security/admin/contacts?q=${token}&open=${id}`);
    const dialog = page.getByRole('dialog');
    const notes = dialog.getByLabel('Notatki administratora');
    await notes.fill('Oddzwonić w poniedziałek');

    const otherAdmin = await signIn(await playwright.request.newContext({ baseURL }));
    try {
      const changed = await otherAdmin.put(`/api/admin/contacts/${id}/status`, {
        data: { status: 'in_progress' },
      });
      expect(changed.status()).toBe(200);
    } finally {
      await otherAdmin.dispose();
    }

    // The list behind shows the change; in the dialog the untouched status follows it, the note stays.
    // (Behind the modal dialog the list is hidden from the accessibility tree: found by its record.)
    const row = page.locator(`li [data-record-id="${id}"]`);
    await expect(row.getByText('W trakcie', { exact: true })).toBeAttached();
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toContainText('W trakcie');
    await expect(notes).toHaveValue('Oddzwonić w poniedziałek');
  });
});
