import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { openPage } from './site-helpers';

// A failure of the network never blanks a page nor loses what the visitor typed.

const contactSection = (page: Page) => page.locator('#contact');

const CONTACT = {
  pl: {
    url: '/#contact',
    labels: { name: 'Imię i nazwisko', email: 'Email', subject: 'Temat', message: 'Wiadomość' },
    submit: 'Wyślij wiadomość',
    failure: 'Nie udało się połączyć z serwerem. Twoja wiadomość nie została wysłana — spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    sent: 'Wiadomość wysłana',
  },
  en: {
    url: '/?lang=en#contact',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    submit: 'Send message',
    failure: 'Could not reach the server. Your message was not sent — please try again.',
    retry: 'Try again',
    sent: 'Message sent',
  },
} as const;

test.describe('a form whose request fails', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const language of ['pl', 'en'] as const) {
    const c = CONTACT[language];
    test(`the contact form keeps what was typed, says so at the form and sends again (${language}) @mobile`, async ({
      page,
      unique,
    }) => {
      await openPage(page, c.url);
      // Every request the form sends, counted where it leaves; the network is down until said otherwise.
      const sent: string[] = [];
      let offline = true;
      await page.route('**/api/contact?*', (route) => {
        sent.push(route.request().method());
        return offline ? route.abort('internetdisconnected') : route.continue();
      });
      const typed = {
        [c.labels.name]: 'Anna Nowak',
        [c.labels.email]: `anna-${unique}@klub.example.pl`,
        [c.labels.subject]: `Strzelnica ${unique}`,
        [c.labels.message]: 'Dzień dobry,\nczy system obsługuje zawody IPSC?',
      };
      for (const [label, value] of Object.entries(typed)) {
        await contactSection(page).getByLabel(label).fill(value);
      }
      await contactSection(page).getByRole('button', { name: c.submit }).click();

      const failure = contactSection(page).getByRole('alert');
      await expect(failure).toHaveText(new RegExp(`^${c.failure}`));
      // The page is all there, and so is everything typed.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root > *').first()).toBeAttached();
      for (const [label, value] of Object.entries(typed)) {
        await expect(contactSection(page).getByLabel(label)).toHaveValue(value);
      }
      // One tap, one request.
      expect(sent).toEqual(['POST']);

      // The network is back: the same form goes again from the message's button.
      offline = false;
      await failure.getByRole('button', { name: c.retry }).click();
      await expectToast(page, c.sent);
      await expect(contactSection(page).getByRole('alert')).toHaveCount(0);
      await expect(contactSection(page).getByLabel(c.labels.name)).toHaveValue('');
      expect(sent).toEqual(['POST', 'POST']);
    });
  }
});

test('a message whose answer was lost is sent again byte for byte and answered from the stored answer, not stored twice @mobile', async ({
  page,
  unique,
}) => {
  const c = CONTACT.pl;
  await openPage(page, c.url);
  // The first request reaches the server and is stored; its answer never reaches the browser.
  const sent: { body: string | null; key: string | undefined }[] = [];
  const replayed: (string | null)[] = [];
  await page.route('**/api/contact?*', async (route) => {
    const request = route.request();
    sent.push({ body: request.postData(), key: request.headers()['idempotency-key'] });
    if (sent.length === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    const response = await route.fetch();
    replayed.push(response.headers()['idempotent-replayed'] ?? null);
    return route.fulfill({ response });
  });
  const typed = {
    [c.labels.name]: 'Anna Nowak',
    [c.labels.email]: `anna-${unique}@klub.example.pl`,
    [c.labels.subject]: `Zgubiona odpowiedź ${unique}`,
    [c.labels.message]: 'Czy system obsługuje zawody IPSC?',
  };
  for (const [label, value] of Object.entries(typed)) {
    await contactSection(page).getByLabel(label).fill(value);
  }
  await contactSection(page).getByRole('button', { name: c.submit }).click();
  const failure = contactSection(page).getByRole('alert');
  await expect(failure).toHaveText(new RegExp(`^${c.failure}`));

  await failure.getByRole('button', { name: c.retry }).click();
  await expectToast(page, c.sent);
  expect(sent).toHaveLength(2);
  // The same key and the very same bytes (spam-protection fields included): the server answers it again.
  expect(sent[1]).toEqual(sent[0]);
  expect(sent[0]!.key).toBeTruthy();
  expect(replayed).toEqual(['true']);
});

/** The page's first script and what it imports: what the browser loads before the first paint. */
async function firstPaintScripts(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const code = await (await page.request.get(entry)).text();
  const imports = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)].map(
    (match) => `/assets/${match[1]}`,
  );
  return new Set([entry, ...imports]);
}

test.describe('when the page’s scripts cannot be loaded', () => {
  test('tapping “Umów prezentację” leaves a readable page with a message, and it works once they can @mobile', async ({
    page,
  }) => {
    const allowed = await firstPaintScripts(page);
    let offline = true;
    await page.route(/\/assets\/.+\.js$/, (route) =>
      offline && !allowed.has(new URL(route.request().url()).pathname)
        ? route.abort('internetdisconnected')
        : route.continue(),
    );
    await page.goto('/');
    await expect(page.locator('html[data-hydration]')).toBeAttached();

    const button = page.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true });
    await button.click();
    const message = page.getByRole('alert');
    await expect(message).toContainText(
      'Nie udało się wczytać interaktywnej części strony. Sprawdź połączenie z internetem i spróbuj ponownie.',
    );
    // Still the whole page, readable, and the button no longer says it is working.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#features')).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The connection is back: "try again" loads the page's code, and the tap it held opens the dialog.
    offline = false;
    await message.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
