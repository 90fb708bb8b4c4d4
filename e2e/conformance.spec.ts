import type { Page } from '@playwright/test';
import {
  formatCalendarDay,
  isWeekday,
  lastBookableDay,
  todayIn,
  instantOf,
  type CalendarDay,
} from '../src/shared/slot-rules';
import { showDay, showLastMonth } from './calendar-helpers';
import { axeViolations, expect, expectSentToast, signIn, test } from './fixtures';
import { choose } from './inbox-helpers';
import { openPage, popupAlreadyShown } from './site-helpers';

/** What a client following docs/product.md, and a person trying the product, tripped over. */

const WARSAW = 'Europe/Warsaw';
const isoOf = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/** The first weekday on or after the given day of the month `monthsAhead` months from today (Warsaw). */
function weekdayMonthsAhead(monthsAhead: number, dayOfMonth: number): CalendarDay {
  const today = todayIn(WARSAW);
  for (let offset = 0; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1 + monthsAhead, dayOfMonth + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isWeekday(day)) return day;
  }
}

/** The nearest scroll container of the element (itself excluded), and the document, as scroll/client widths. */
async function horizontalOverflow(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      let box = element.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      const root = document.documentElement;
      return {
        container: box ? { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth } : null,
        document: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
      };
    });
}

test.describe('admin chrome', () => {
  test('the systems screen has its whole chrome in English @mobile', async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto('/security/admin/systems');
    await expect(page.getByRole('heading', { name: 'SCM Systems', level: 1 })).toBeVisible();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Admin navigation (menu)' });
      await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    } else {
      const nav = page.getByRole('navigation', { name: 'Admin navigation', exact: true });
      for (const label of ['Slots', 'Beta tests', 'Testimonials', 'Tenants']) {
        await expect(nav.getByRole('link', { name: label })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    }
    await expect(page.locator('[lang="en"]').filter({ has: page.locator('header') })).toHaveCount(1);
    // Nothing of the Polish chrome is left on the English screen.
    for (const polish of [
      'Zalogowany jako',
      'Wyloguj',
      'Powrót do panelu',
      'Otwórz menu',
      'Nawigacja panelu',
    ]) {
      await expect(page.getByText(polish)).toHaveCount(0);
      await expect(page.getByLabel(polish)).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);

    // The other screens keep the Polish chrome.
    await page.goto('/security/admin/slots');
    await expect(page.getByText('Zalogowany jako')).toBeVisible();
  });

  test('the login page has one level-one heading (axe: page-has-heading-one) @mobile', async ({ page }) => {
    await page.goto('/security/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel administracyjny');
    expect(await axeViolations(page)).toEqual([]);
    const headingRule = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run(c: Document, o: object): Promise<{ violations: unknown[]; passes: { id: string }[] }> };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['page-has-heading-one'] } });
      return { violations: result.violations.length, passes: result.passes.map((rule) => rule.id) };
    });
    expect(headingRule).toEqual({ violations: 0, passes: ['page-has-heading-one'] });
  });
});

test.describe('beta-benefits call to action', () => {
  test.beforeEach(async ({ page }) => {
    // The automatic pop-up counts as shown, so only the call to action can open the form.
    await popupAlreadyShown(page);
  });

  test('opens the beta sign-up form, which signs the club up, and opens it again @mobile', async ({
    page,
    unique,
  }) => {
    await openPage(page, '/');
    const cta = page.locator('#beta').getByRole('link', { name: 'Zgłoś swój klub' });
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Dołącz do testów beta!' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#beta-signup$/);
    await dialog.getByLabel('Imię i nazwisko').fill(`Ewa ${unique}`);
    await dialog.getByLabel('Email').fill(`ewa-${unique}@example.pl`);
    await dialog.getByLabel('Telefon').fill('+48 500 600 700');
    await dialog.getByLabel('Nazwa klubu').fill('LOK Gdańsk');
    await choose(page, dialog, 'Wielkość klubu', '51-100 członków');
    await dialog.getByRole('button', { name: 'Zgłoś klub do testów' }).click();
    await expectSentToast(page, 'Zgłoszenie zostało wysłane pomyślnie!');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#beta-signup/);

    await cta.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Opened from a link rather than a dialog trigger, the form still hands the focus back on closing.
    await expect(cta).toBeFocused();
  });

  test('in English it opens the English form, and the club signed up gets an English e-mail', async ({
    page,
    unique,
  }) => {
    await openPage(page, '/?lang=en');
    await page.locator('#beta').getByRole('link', { name: 'Sign up your club' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the beta tests!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Club name')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Signed up from a page opened with ?lang=en (no language cookie): the e-mail follows the page.
    const email = `eve-${unique}@example.com`;
    await dialog.getByLabel('Full name').fill(`Eve ${unique}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+48 500 600 700');
    await dialog.getByLabel('Club name').fill('Gdansk Shooting Club');
    await choose(page, dialog, 'Club size', '51-100 members');
    await dialog.getByRole('button', { name: 'Sign the club up' }).click();
    await expectSentToast(page, 'Your application has been sent!');
    await signIn(page.request);
    const sent = await page.request.get(`/api/admin/outbox?recipient=${encodeURIComponent(email)}`);
    expect(((await sent.json()) as { language: string }[]).map((message) => message.language)).toEqual([
      'en',
    ]);
  });
});

test.describe('booking horizon', () => {
  // Two browsers walking the calendar thirteen months ahead, one month a click, and a whole booking.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor books a slot 13 months ahead; calendar and slot creator stop at the horizon', async ({
    adminPage,
    browser,
    unique,
  }) => {
    const day = weekdayMonthsAhead(13, 10);
    const hour = 11;
    const created = await adminPage.request.post('/api/admin/slots', {
      data: { datetime: instantOf({ ...day, hour }, WARSAW).toISOString() },
    });
    expect(created.status()).toBe(201);

    // A slot on the first weekday beyond the horizon is refused with a message naming the date.
    const last = lastBookableDay(todayIn(WARSAW));
    let beyondDay: CalendarDay = last;
    for (let offset = 1; !isWeekday(beyondDay) || beyondDay === last; offset++) {
      const date = new Date(Date.UTC(last.year, last.month - 1, last.day + offset));
      beyondDay = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    }
    const beyond = await adminPage.request.post('/api/admin/slots', {
      data: { datetime: instantOf({ ...beyondDay, hour: 10 }, WARSAW).toISOString() },
    });
    expect(beyond.status()).toBe(400);
    expect((await beyond.json()).fields.datetime).toContain('Data slotu');

    // The operator's slot creator reaches the last month of the horizon and no further.
    await adminPage.goto('/security/admin/slots');
    const creator = adminPage.locator('main');
    await showLastMonth(creator);

    const visitor = await browser.newPage();
    await openPage(visitor, '/');
    await visitor
      .getByRole('main')
      .getByRole('button', { name: 'Umów prezentację', exact: true })
      .first()
      .click();
    const dialog = visitor.getByRole('dialog');
    await (await showDay(dialog, isoOf(day))).click();
    await expect(
      dialog.getByRole('heading', { name: `Wolne godziny: ${formatCalendarDay(day)}` }),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: `${hour}:00` }).check();
    await dialog.getByRole('button', { name: 'Dalej' }).click();
    await expect(dialog.getByTestId('demo-chosen-slot')).toContainText(
      `${formatCalendarDay(day)} ${hour}:00`,
    );
    await dialog.getByLabel('Imię i nazwisko').fill(`Daleki Termin ${unique}`);
    await dialog.getByLabel('Email').fill(`daleki-${unique}@example.pl`);
    await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expectSentToast(visitor, 'Zgłoszenie wysłane');
    // The dialog ends on its success view; 'Zamknij' closes it.
    const success = dialog.getByTestId('demo-booking-success');
    await expect(success.getByRole('heading', { name: 'Prezentacja zarezerwowana' })).toBeFocused();
    await success.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      visitor.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true }).first(),
    ).toBeFocused();

    // The visitor's calendar stops at the horizon month too.
    await visitor
      .getByRole('main')
      .getByRole('button', { name: 'Umów prezentację', exact: true })
      .first()
      .click();
    await showLastMonth(dialog);
    await visitor.close();

    await adminPage.reload();
    const row = adminPage
      .getByTestId('admin-slot')
      .filter({ hasText: `${formatCalendarDay(day)} ${hour}:00` });
    await expect(row).toContainText('Zarezerwowany');
    await expect(row).toContainText(`Rezerwujący: Daleki Termin ${unique}`);
  });
});

test.describe('admin tables at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the tenant table shows its actions without a sideways scroll, nor does any admin screen scroll sideways', async ({
    adminPage: page,
    unique,
  }) => {
    // Fifteen full page loads: on a busy 2-core machine they outgrow the default 30 s.
    test.setTimeout(120_000);
    const tenantName = `klub-strzelecki-dziesiatka-warszawa-poludnie-${unique}`;
    const created = await page.request.post('/api/admin/tenants', {
      data: {
        tenantName,
        clubName: 'Klub Strzelecki Dziesiątka Warszawa Południe im. Bohaterów',
        contactEmail: `sekretariat.zarzadu.klubu-${unique}@dziesiatka-warszawa-poludnie.example.pl`,
        contactPhone: '+48 600 100 200',
        domain: `dziesiatka-warszawa-poludnie-${unique}.strzelnica.cloud`,
        subscriptionPlan: 'premium',
        maxUsers: 50,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/security/admin/tenants');
    const row = page.locator(`tr[data-tenant="${tenantName}"]`);
    await expect(row).toBeVisible();
    const widths = await horizontalOverflow(page, 'table');
    expect(widths.container).not.toBeNull();
    expect(widths.container!.scrollWidth).toBeLessThanOrEqual(widths.container!.clientWidth);
    expect(widths.document.scrollWidth).toBeLessThanOrEqual(widths.document.clientWidth);
    for (const action of [`Dezaktywuj ${tenantName}`, `Nowy sekret ${tenantName}`]) {
      const box = await row.getByRole('button', { name: action }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(widths.document.clientWidth);
    }

    await page.request.post('/api/admin/scm-instances', {
      data: {
        instanceName: `orzel-krakow-nowa-huta-${unique}`,
        clubName: 'KS Orzeł Kraków Nowa Huta',
        contactEmail: `administrator.systemu-${unique}@orzel-krakow-nowa-huta.example.pl`,
        domain: `orzel-krakow-nowa-huta-${unique}.strzelnica.cloud`,
        licenseType: 'medium',
        modules: ['members', 'fees'],
      },
    });
    // Long rows for the screens added later: an invited administrator (also an e-mail in the outbox) and an
    // export of that address on the data-protection audit log.
    const invitee = `zastepca.prezesa.zarzadu-${unique}@dziesiatka-warszawa-poludnie.example.pl`;
    expect(
      (await page.request.post('/api/admin/administrators', { data: { email: invitee } })).status(),
    ).toBe(201);
    expect(
      (await page.request.get(`/api/admin/privacy/export?email=${encodeURIComponent(invitee)}`)).status(),
    ).toBe(200);
    // What those screens show once their lists have loaded: measured before, a spinner would fit anywhere.
    const loaded: Record<string, string> = {
      '/outbox': invitee,
      '/privacy': 'Eksport danych',
      '/tresci-strony': 'Harmonogram startu',
      '/administratorzy': invitee,
    };
    for (const screen of [
      '',
      '/slots',
      '/tenants',
      '/systems',
      '/testimonials',
      '/contacts',
      '/demo-bookings',
      '/orders',
      '/bug-reports',
      '/beta-tests',
      '/lifecycle',
      '/outbox',
      '/privacy',
      '/tresci-strony',
      '/administratorzy',
    ]) {
      await page.goto(`/security/admin${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).not.toBeEmpty();
      if (loaded[screen])
        await expect(page.getByRole('main').getByText(loaded[screen]).first()).toBeVisible();
      const overflowing = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll('main *')]
          .filter((element) => element.scrollWidth > element.clientWidth)
          .filter(
            (element) =>
              element === document.documentElement ||
              ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
          )
          .map((element) => element.className.toString() || element.tagName),
      );
      expect(overflowing, `sideways scroll on /security/admin${screen}`).toEqual([]);
    }
  });
});
