import { instantOf } from '../src/shared/slot-rules';
import { isoDay, showDay, weekdayAhead } from './calendar-helpers';
import { expect, PUBLIC_FORM_SEND_TIMEOUT_MS, signIn } from './fixtures';
import { betaDialog, setPopup } from './inbox-helpers';
import { ownServerTest as test } from './own-server';

// The pop-up switch shows on every public page: a server of its own (own-server.ts), the switch left off.
const SITES = [
  {
    path: '/',
    lang: 'pl',
    title: 'Dołącz do testów beta!',
    demo: 'Umów prezentację',
    next: 'Dalej',
    name: 'Imię i nazwisko',
    send: 'Wyślij zgłoszenie',
    booked: 'Prezentacja zarezerwowana',
    google: 'Dodaj do Kalendarza Google',
    close: 'Zamknij',
  },
  {
    path: '/?lang=en',
    lang: 'en',
    title: 'Join the beta tests!',
    demo: 'Book a demo',
    next: 'Next',
    name: 'Full name',
    send: 'Send request',
    booked: 'Your presentation is reserved',
    google: 'Add to Google Calendar',
    close: 'Close',
  },
] as const;

/**
 * At both widths and in both languages: a booking ends on its success view, and no pop-up follows
 * in that visit.
 */
test.describe('no marketing after a conversion', () => {
  // A whole booking in a browser, then a second visitor's page waiting for the pop-up's 3 s delay.
  test.describe.configure({ timeout: 90_000 });

  for (const site of SITES) {
    test(`a visitor who booked a demo sees no beta pop-up for the rest of the visit (${site.lang}) @mobile`, async ({
      page,
      browser,
      baseURL,
      unique,
    }, testInfo) => {
      // Each project and language books its own hour, on a weekday far enough ahead for any minimum notice.
      const day = weekdayAhead(3);
      const hour = (testInfo.project.name === 'mobile' ? 12 : 8) + (site.lang === 'en' ? 1 : 0);
      const admin = await signIn(page.request);
      /** Jumps the page's clock ahead, lets the pop-up's one-second looks and any render happen, then checks. */
      const expectNoPopupAfter = async (ms: number) => {
        await page.clock.fastForward(ms);
        await page.clock.runFor(2_000);
        // A pop-up that decided to show still loads its chunk and renders in real time.
        await page.waitForTimeout(1_000);
        await expect(betaDialog(page, site.title)).toBeHidden();
      };
      const slot = await admin.post('/api/admin/slots', {
        data: { datetime: instantOf({ ...day, hour }, 'Europe/Warsaw').toISOString() },
      });
      expect(slot.status()).toBe(201);
      try {
        // The page's clock runs as usual until the test jumps it ahead.
        await page.clock.install();
        const settingsRead = page.waitForResponse((response) =>
          response.url().endsWith('/api/popup-settings'),
        );
        await page.goto(site.path);
        await settingsRead;
        await expect(page.locator('html')).toHaveAttribute('lang', site.lang);

        // The visitor opens the booking; the operator switches the pop-up on meanwhile (a switch already on
        // could show it before a slow machine's first tap). The page's next read (30 s) finds it on.
        await page.getByRole('main').getByRole('button', { name: site.demo, exact: true }).first().click();
        const dialog = page.getByRole('dialog').filter({ hasNotText: site.title });
        await expect(dialog).toBeVisible();
        await setPopup(admin, true);
        await (await showDay(dialog, isoDay(day))).click();
        await dialog.getByRole('radio', { name: `${String(hour).padStart(2, '0')}:00` }).check();
        await dialog.getByRole('button', { name: site.next, exact: true }).click();
        await dialog.getByLabel(site.name).fill(`Anna Konwersja ${unique}`);
        await dialog.getByLabel('Email').fill(`anna-${site.lang}-${unique}@example.pl`);
        await dialog.getByRole('button', { name: site.send }).click();
        const success = dialog.getByTestId('demo-booking-success');
        await expect(success.getByRole('heading', { name: site.booked })).toBeFocused({
          timeout: PUBLIC_FORM_SEND_TIMEOUT_MS,
        });
        // The success view at this width and in this language: Google's link carries the meeting's UTC
        // start and end, Outlook's and the .ics beside it, and the manage link.
        const start = instantOf({ ...day, hour }, 'Europe/Warsaw');
        const utc = (date: Date) =>
          date
            .toISOString()
            .replace(/[-:]/g, '')
            .replace(/\.\d{3}/, '');
        const google = new URL(
          (await success.getByRole('link', { name: site.google }).getAttribute('href'))!,
        );
        expect(google.searchParams.get('dates')).toBe(
          `${utc(start)}/${utc(new Date(start.getTime() + 3_600_000))}`,
        );
        await expect(success.getByRole('link', { name: 'Outlook' })).toBeVisible();
        const ics = await page.request.get(
          (await success.getByRole('link', { name: '.ics' }).getAttribute('href'))!,
        );
        expect(await ics.text()).toContain('BEGIN:VEVENT');
        await expect(success.getByTestId('success-manage-link')).toHaveAttribute(
          'href',
          /\/prezentacja\/[\w-]+(\?lang=en)?$/,
        );
        await expect(betaDialog(page, site.title)).toBeHidden();
        await success.getByRole('button', { name: site.close }).click();
        await expect(dialog).toBeHidden();

        // Well past the 30 s after a dialog closes and several of the switch's 30 s reads: still nothing.
        for (let minute = 0; minute < 3; minute++) await expectNoPopupAfter(60_000);
        // The next page of the visit is a full load that remembers nothing in the browser: the server,
        // which saw the booking from this visitor today, says the pop-up is done with them.
        const readAgain = page.waitForResponse((response) => response.url().endsWith('/api/popup-settings'));
        await page.goto(site.lang === 'pl' ? '/cennik' : '/cennik?lang=en');
        expect(await (await readAgain).json()).toMatchObject({ enabled: true, shown: true });
        await expectNoPopupAfter(60_000);

        // Another visitor (another address) opening the same page gets the pop-up: the switch is on.
        const other = await browser.newContext({
          baseURL,
          viewport: page.viewportSize(),
          extraHTTPHeaders: { 'X-Forwarded-For': `10.250.${Math.floor(Math.random() * 250) + 1}.7` },
        });
        try {
          const stranger = await other.newPage();
          await stranger.goto(site.path);
          // Due 3 s after the settings are read, then its chunk loads and renders.
          await expect(betaDialog(stranger, site.title)).toBeVisible({ timeout: 10_000 });
        } finally {
          await other.close();
        }
      } finally {
        await setPopup(page.request, false);
      }
    });
  }
});
