import { PDFParse } from 'pdf-parse';
import { instantOf } from '../src/shared/slot-rules';
import type { TestSmtp } from '../src/server/test/smtp';
import { expect, expectSentToast, signIn, test } from './fixtures';
import { isoDay, showDay, weekdayAhead } from './calendar-helpers';
import { serverWithMail } from './own-server';
import { openPage } from './site-helpers';

/*
 * What a visitor reads across the e-mail, the screen and the PDF: one order number, English links for an
 * English reader, and the landing pricing section leading on to the full price list.
 */

const WARSAW = 'Europe/Warsaw';

async function mailsTo(smtp: TestSmtp, email: string, count: number) {
  // Awaited as they arrive (the server delivers through its job queue); the test limit bounds it.
  return smtp.waitForTo(email, count);
}

/** The links of a message's plain text that lead to this server (`http://localhost:<port>/…`). */
const siteLinksIn = (text: string, port: string) =>
  [...text.matchAll(/https?:\/\/[^\s\]]+/g)]
    .map((match) => match[0])
    .filter((url) => new URL(url).port === port);

test.describe('what the visitor reads', () => {
  // Each test is a whole booking or order and waits for its e-mail through the server's job queue.
  test.describe.configure({ timeout: 120_000 });

  // EN_HOSTNAMES is set (server-settings.ts) and PUBLIC_URL_EN is not: English links need ?lang=en.
  const own = serverWithMail();

  test("an English demo booking's e-mail links open English pages, even in a Polish browser", async ({
    browser,
    unique,
  }) => {
    const operator = await browser.newPage({ baseURL: own.server.url });
    await signIn(operator.request);
    const day = weekdayAhead(2);
    const created = await operator.request.post('/api/admin/slots', {
      data: { datetime: instantOf({ ...day, hour: 10 }, WARSAW).toISOString() },
    });
    expect(created.status()).toBe(201);

    const english = await browser.newContext({ baseURL: own.server.url, locale: 'en-GB' });
    const visitor = await english.newPage();
    const email = `ann-${unique}@example.com`;
    await openPage(visitor, '/?lang=en');
    await visitor.getByRole('main').getByRole('button', { name: 'Book a demo', exact: true }).first().click();
    const dialog = visitor.getByRole('dialog');
    await (await showDay(dialog, isoDay(day))).click();
    await dialog.getByRole('radio', { name: '10:00' }).check();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByLabel('Full name').fill(`Ann Smith ${unique}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Club name').fill(`Target Club ${unique}`);
    await dialog.getByRole('button', { name: 'Send request', exact: true }).click();
    await expectSentToast(visitor, 'Request sent');
    await english.close();

    const [confirmation] = await mailsTo(own.smtp, email, 1);
    expect(confirmation!.subject).toBe('Your presentation is reserved – awaiting confirmation');
    expect(confirmation!.text).toContain('10:00 (Polish time)');
    const port = new URL(own.server.url).port;
    const links = siteLinksIn(confirmation!.text ?? '', port);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).searchParams.get('lang'), link).toBe('en');
    const manage = links.find((link) => new URL(link).pathname.startsWith('/prezentacja/'));
    expect(manage).toBeDefined();
    const { pathname, search } = new URL(manage!);

    // A Polish browser with a Polish choice remembered: the link as sent, then even without its ?lang=en.
    const polish = await browser.newContext({ baseURL: own.server.url, locale: 'pl-PL' });
    await polish.addCookies([{ name: 'lang', value: 'pl', url: own.server.url }]);
    const reader = await polish.newPage();
    for (const address of [`${pathname}${search}`, pathname]) {
      await openPage(reader, address);
      await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
      await expect(reader.getByRole('button', { name: 'Change the time' })).toBeVisible();
      // The toggle is still there.
      await expect(reader.getByRole('button', { name: 'PL', exact: true }).first()).toBeAttached();
    }
    // The home link of the footer leads to the English home page too.
    const home = links.find((link) => new URL(link).pathname === '/');
    expect(home).toBeDefined();
    await openPage(reader, `/${new URL(home!).search}`);
    await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
    await polish.close();
  });

  test("an order's confirmation e-mail, screen and PDF show the same PF number", async ({ page, unique }) => {
    const email = `order-${unique}@klub.pl`;
    await page.goto(`${own.server.url}/cennik`);
    await page
      .locator('[data-plan="small"]')
      .getByRole('button', { name: /Szybkie zamówienie/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Imię i nazwisko').fill('Ewa Zielińska');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Telefon').fill('600 700 800');
    await dialog.getByLabel('Nazwa klubu').fill(`LOK Celny ${unique}`);
    await dialog.getByRole('button', { name: 'Wyślij zamówienie' }).click();
    const number = ((await dialog.getByTestId('order-number').textContent()) ?? '').trim();
    expect(number).toMatch(/^PF\/\d{4}\/\d{2}\/\d{4}$/);

    const [mail] = await mailsTo(own.smtp, email, 1);
    expect(mail!.subject).toBe(`Potwierdzenie zamówienia ${number}`);
    expect(mail!.text).toContain(`Numer zamówienia: ${number}`);
    expect(mail!.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(mail!.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    const pdf = mail!.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`proforma-${number.replaceAll('/', '-')}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(pdf!.content) });
    try {
      const text = (await parser.getText()).text.replace(/\s+/g, ' ');
      expect(text).toContain(number);
      expect(text).toMatch(/Termin płatności: \d{2}\.\d{2}\.\d{4}/);
    } finally {
      await parser.destroy();
    }
  });
});

test.describe('the landing pricing section leads to /cennik', () => {
  for (const [address, label, heading] of [
    ['/', 'Zobacz pełny cennik', 'Cennik'],
    ['/?lang=en', 'See full pricing', 'Pricing'],
  ] as const) {
    test(`${label} @mobile`, async ({ page }) => {
      await openPage(page, `${address}#pricing`);
      await page.locator('#pricing').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(/\/cennik(\?lang=en)?$/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('an English page opened as ?lang=en stays English from link to link', () => {
  test('the footer leads to the English terms, nothing stored in the browser', async ({ page }) => {
    await openPage(page, '/?lang=en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/regulamin\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.context().cookies()).toEqual([]);
  });
});
