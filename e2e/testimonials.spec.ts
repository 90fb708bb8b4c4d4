import { axeViolations, expect, expectToast, signIn, test } from './fixtures';
import {
  ADMIN_TESTIMONIALS,
  FULL_STORY,
  seed,
  openLanding,
  slideOf,
  currentSlide,
  cardOf,
} from './testimonial-helpers';

test.describe('testimonial manager and the landing slider', () => {
  // Whole flows across the back office and / (several page loads and axe scans each): more than the default 30 s
  // on a busy 2-core machine.
  test.beforeEach(() => test.slow());

  test('a testimonial gets a language: each site shows its own, the list a badge', async ({
    adminPage: page,
    unique,
  }) => {
    const english = `Eagle Shooting Club ${unique}`;
    const polish = `KS Orzeł ${unique}`;
    const polishOnly = `KS Sokół ${unique}`;
    await seed(page.request, { clubName: polish, shortTestimonial: `Rejestr bez zeszytów ${unique}` });
    await seed(page.request, {
      clubName: polishOnly,
      shortTestimonial: `Składki bez arkuszy ${unique}`,
      language: 'pl',
    });
    await page.goto(ADMIN_TESTIMONIALS);
    await page.getByRole('button', { name: 'Dodaj opinię' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj opinię' });
    await expect(dialog.getByRole('combobox', { name: 'Język opinii' })).toHaveText('Obie strony');
    await dialog.getByLabel('Nazwa klubu').fill(english);
    await dialog.getByLabel('Krótka opinia').fill(`No more paper registers ${unique}`);
    await dialog.getByLabel('Pełna opinia').fill(FULL_STORY);
    await dialog.getByLabel('Imię i nazwisko').fill('John Smith');
    await dialog.getByLabel('Stanowisko').fill('Chairman');
    await dialog.getByRole('combobox', { name: 'Język opinii' }).click();
    await page.getByRole('option', { name: 'Angielska strona' }).click();
    await dialog.getByRole('button', { name: 'Dodaj opinię' }).click();
    await expectToast(page, 'Opinia została dodana pomyślnie!');
    await expect(cardOf(page, english).locator('[data-testimonial-language="en"]')).toHaveText('EN');
    await expect(cardOf(page, polish).locator('[data-testimonial-language="both"]')).toHaveText('PL + EN');
    await expect(cardOf(page, polishOnly).locator('[data-testimonial-language="pl"]')).toHaveText('PL');
    expect(await axeViolations(page)).toEqual([]);

    // The Polish site: the Polish and the one for both, not the English; the English site: the English and
    // the one for both, not the Polish.
    await openLanding(page, '/');
    await expect(slideOf(page, polish)).toHaveCount(1);
    await expect(slideOf(page, polishOnly)).toHaveCount(1);
    await expect(slideOf(page, english)).toHaveCount(0);
    await openLanding(page, '/?lang=en');
    await expect(slideOf(page, english)).toHaveCount(1);
    await expect(slideOf(page, polish)).toHaveCount(1);
    await expect(slideOf(page, polishOnly)).toHaveCount(0);
  });

  test('the operator adds a testimonial through the dialog and it shows in the slider on / @mobile', async ({
    adminPage: page,
    unique,
  }) => {
    const clubName = `KS Dziesiątka ${unique}`;
    const shortText = `Rejestr strzelnicy bez zeszytów ${unique}`;
    await page.goto(ADMIN_TESTIMONIALS);
    await expect(page.getByRole('heading', { name: 'Opinie klientów' })).toBeVisible();
    await expect(page.getByText('Wszystkie', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Dodaj opinię' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj opinię' });
    await dialog.getByRole('button', { name: 'Dodaj opinię' }).click();
    for (const message of [
      'Nazwa klubu musi mieć minimum 2 znaki',
      'Krótka opinia musi mieć minimum 10 znaków',
      'Pełna opinia musi mieć minimum 50 znaków',
      'Imię i nazwisko musi mieć minimum 2 znaki',
      'Stanowisko musi mieć minimum 2 znaki',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Adres logo (URL)').fill('logo.png');
    await dialog.getByRole('button', { name: 'Dodaj opinię' }).click();
    await expect(
      dialog.getByText('Adres logo musi być pełnym adresem URL zaczynającym się od http:// lub https://'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Nazwa klubu').fill(clubName);
    // An address that never loads: the slider must fall back to the placeholder icon.
    await dialog.getByLabel('Adres logo (URL)').fill('https://logo.invalid/broken.png');
    await dialog.getByLabel('Krótka opinia').fill(shortText);
    await dialog.getByLabel('Pełna opinia').fill(FULL_STORY);
    await dialog.getByLabel('Imię i nazwisko').fill('Anna Kowalska');
    await dialog.getByLabel('Stanowisko').fill('Prezes Zarządu');
    await expect(dialog.getByRole('switch', { name: 'Aktywna opinia' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Dodaj opinię' }).click();
    await expectToast(page, 'Opinia została dodana pomyślnie!');
    await expect(dialog).toBeHidden();

    const card = cardOf(page, clubName);
    await expect(card.getByText('Aktywna', { exact: true })).toBeVisible();
    await expect(card.getByText('Anna Kowalska')).toBeVisible();
    await expect(card.getByText(shortText)).toBeVisible();
    await expect(card.getByText(/^Dodano \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const section = await openLanding(page);
    await expect(section.getByRole('heading', { name: 'Kluby, które już nam zaufały' })).toBeVisible();
    const picker = section.getByRole('button', { name: `Pokaż opinię: ${clubName}` });
    // With one active testimonial there is nothing to pick; with more, pick ours.
    if (await picker.count()) await picker.click();
    const slide = slideOf(page, clubName);
    await expect(slide.getByText(shortText)).toBeVisible();
    await expect(slide.locator('[data-logo="placeholder"]')).toBeVisible();

    await slide.getByRole('button', { name: `Przeczytaj historię sukcesu: ${clubName}` }).click();
    const story = page.getByRole('dialog', { name: clubName });
    await expect(story.getByText(FULL_STORY)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(story).toBeHidden();
    await expect(slide.getByRole('button', { name: /Przeczytaj historię sukcesu/ })).toBeFocused();
  });

  test('the operator toggles a testimonial inactive and it leaves the slider on /', async ({
    adminPage: page,
    browser,
    unique,
  }) => {
    // What visitors see is checked in a context of their own, without the admin's session.
    const visitor = await (await browser.newContext()).newPage();
    const clubName = `KS Przełącznik ${unique}`;
    const control = `KS Kontrolny ${unique}`;
    await seed(page.request, { clubName, shortTestimonial: `Opinia do ukrycia ${unique}` });
    await seed(page.request, { clubName: control, shortTestimonial: `Opinia zostaje ${unique}` });

    await openLanding(visitor);
    await expect(slideOf(visitor, clubName)).toHaveCount(1);

    await page.goto(ADMIN_TESTIMONIALS);
    const card = cardOf(page, clubName);
    await card.getByRole('button', { name: `Dezaktywuj opinię klubu ${clubName}` }).click();
    await expectToast(page, 'Status opinii został zmieniony!');
    await expect(card.getByText('Nieaktywna', { exact: true })).toBeVisible();

    // Gone for visitors, and from the operator's own view of / too (the slider shows what visitors see).
    for (const viewer of [visitor, page]) {
      const section = await openLanding(viewer);
      // The control testimonial's slide proves the slider rendered; ours must not be in it.
      await expect(slideOf(viewer, control)).toHaveCount(1);
      await expect(slideOf(viewer, clubName)).toHaveCount(0);
      await expect(section.getByText(clubName)).toHaveCount(0);
    }

    await page.goto(ADMIN_TESTIMONIALS);
    await cardOf(page, clubName)
      .getByRole('button', { name: `Aktywuj opinię klubu ${clubName}` })
      .click();
    await expectToast(page, 'Status opinii został zmieniony!');
    await expect(cardOf(page, clubName).getByText('Aktywna', { exact: true })).toBeVisible();
    await openLanding(visitor);
    await expect(slideOf(visitor, clubName)).toHaveCount(1);
    await visitor.context().close();
  });

  test('the operator edits a testimonial and deletes it after the confirmation @mobile', async ({
    adminPage: page,
    unique,
  }) => {
    const clubName = `KS Edycja ${unique}`;
    const renamed = `KS Po Zmianie ${unique}`;
    await seed(page.request, { clubName, shortTestimonial: `Pierwsza wersja opinii ${unique}` });
    await page.goto(ADMIN_TESTIMONIALS);

    await cardOf(page, clubName)
      .getByRole('button', { name: `Edytuj opinię klubu ${clubName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edytuj opinię' });
    await expect(dialog.getByLabel('Nazwa klubu')).toHaveValue(clubName);
    await expect(dialog.getByLabel('Pełna opinia')).toHaveValue(FULL_STORY);
    await dialog.getByLabel('Nazwa klubu').fill(renamed);
    await dialog.getByLabel('Krótka opinia').fill(`Druga wersja opinii ${unique}`);
    await dialog.getByRole('switch', { name: 'Aktywna opinia' }).click();
    await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expectToast(page, 'Opinia została zaktualizowana!');
    await expect(dialog).toBeHidden();
    const card = cardOf(page, renamed);
    await expect(card.getByText(`Druga wersja opinii ${unique}`)).toBeVisible();
    await expect(card.getByText('Nieaktywna', { exact: true })).toBeVisible();
    await expect(cardOf(page, clubName)).toHaveCount(0);

    // Cancelling the confirmation keeps it.
    await card.getByRole('button', { name: `Usuń opinię klubu ${renamed}` }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Czy na pewno chcesz usunąć tę opinię?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Usuń opinię klubu ${renamed}` }).click();
    confirm = page.getByRole('alertdialog', { name: 'Czy na pewno chcesz usunąć tę opinię?' });
    await confirm.getByRole('button', { name: 'Usuń', exact: true }).click();
    await expectToast(page, 'Opinia została usunięta!');
    await expect(confirm).toBeHidden();
    await expect(cardOf(page, renamed)).toHaveCount(0);
    const all = (await (await page.request.get('/api/testimonials?limit=500')).json()) as {
      clubName: string;
    }[];
    expect(all.map((item) => item.clubName)).not.toContain(renamed);
  });
});

test.describe('manager states', () => {
  test('shows the loading text until the list arrives', async ({ adminPage: page, unique }) => {
    await seed(page.request, {
      clubName: `KS Ładowanie ${unique}`,
      shortTestimonial: `Lista się wczytuje ${unique}`,
    });
    // Hold the real answer back (not replaced) until the loading state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/testimonials?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ADMIN_TESTIMONIALS);
    await expect(page.getByText('Ładowanie opinii...')).toBeVisible();
    release();
    await expect(cardOf(page, `KS Ładowanie ${unique}`)).toBeVisible();

    // product §2: this screen's own header links.
    const nav = page.getByRole('navigation', { name: 'Nawigacja panelu', exact: true });
    for (const [name, href] of [
      ['Panel główny', '/security/admin'],
      ['Sloty', '/security/admin/slots'],
      ['Testy Beta', '/security/admin/beta-tests'],
      ['Zamówienia & Demo & Bugi', '/security/admin/lifecycle'],
      ['Tenanci', '/security/admin/tenants'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByText('Ładowanie opinii...')).toHaveCount(0);
  });

  test('a failed change shows the error toast with the server message', async ({
    adminPage: page,
    unique,
  }) => {
    const clubName = `KS Usunięty Gdzie Indziej ${unique}`;
    const { id } = await seed(page.request, { clubName, shortTestimonial: `Za chwilę zniknie ${unique}` });
    await page.goto(ADMIN_TESTIMONIALS);
    await expect(cardOf(page, clubName)).toBeVisible();
    // Another tab deletes it meanwhile: this list is stale.
    expect((await page.request.delete(`/api/testimonials/${id}`)).status()).toBe(204);
    await cardOf(page, clubName)
      .getByRole('button', { name: `Dezaktywuj opinię klubu ${clubName}` })
      .click();
    const toast = await expectToast(page, 'Błąd', 'Nie znaleziono opinii');
    await expect(toast).toHaveAttribute('data-toast', 'destructive');
  });
});

test.describe('the slider as a visitor uses it', () => {
  test('arrow keys, auto-advance that waits on hover and stops on request', async ({
    request,
    page,
    unique,
  }) => {
    const admin = await signIn(request);
    for (const n of [1, 2]) {
      await seed(admin, {
        clubName: `KS Slajd ${n} ${unique}`,
        shortTestimonial: `Opinia ${n} ${unique}`,
      });
    }
    // `page` is an anonymous visitor; a controlled clock drives the auto-advance.
    await page.clock.install();
    const section = await openLanding(page);
    const total = await section.locator('[aria-roledescription="slide"]').count();
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(section).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 z ${total}`);

    await section.getByRole('button', { name: 'Następna opinia' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 z ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${total} z ${total}`);
    // While focus is inside, nothing moves on its own.
    await page.clock.fastForward(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${total} z ${total}`);

    // Focus and pointer away: it advances (and wraps around) after its interval.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(1, 1);
    await page.clock.fastForward(7_500);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 z ${total}`);

    await section.hover();
    await page.clock.fastForward(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 z ${total}`);

    await section.getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie opinii' }).click();
    await expect(
      section.getByRole('button', { name: 'Wznów automatyczne przewijanie opinii' }),
    ).toBeVisible();
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 z ${total}`);
  });

  test('reduced motion: no auto-advance and no stop button; English texts', async ({
    request,
    page,
    baseURL,
    unique,
  }) => {
    const admin = await signIn(request);
    await seed(admin, {
      clubName: `KS Spokojny A ${unique}`,
      shortTestimonial: `Bez ruchu A ${unique}`,
    });
    await seed(admin, {
      clubName: `KS Spokojny B ${unique}`,
      shortTestimonial: `Bez ruchu B ${unique}`,
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.clock.install();
    const section = await openLanding(page);
    const total = await section.locator('[aria-roledescription="slide"]').count();
    await expect(section.getByRole('heading', { name: 'Clubs that already trust us' })).toBeVisible();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    await expect(section.getByRole('button', { name: /rotating testimonials/ })).toHaveCount(0);
    await page.clock.fastForward(30_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${total}`);
    await currentSlide(page)
      .getByRole('button', { name: /^Read the success story: / })
      .click();
    await expect(page.getByRole('dialog').getByText(FULL_STORY)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Arrow keys inside the story scroll the story; they do not move the slides behind it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 of ${total}`);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a sideways swipe changes the slide', async ({ request, page, unique }) => {
      const admin = await signIn(request);
      await seed(admin, {
        clubName: `KS Dotyk A ${unique}`,
        shortTestimonial: `Przesuń A ${unique}`,
      });
      await seed(admin, {
        clubName: `KS Dotyk B ${unique}`,
        shortTestimonial: `Przesuń B ${unique}`,
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const section = await openLanding(page);
      const total = await section.locator('[aria-roledescription="slide"]').count();
      await currentSlide(page).scrollIntoViewIfNeeded();
      const box = (await currentSlide(page).boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (fromX: number, toX: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const right = box.x + box.width * 0.8;
      const left = box.x + box.width * 0.2;
      await swipe(right, left);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 z ${total}`);
      await swipe(left, right);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 z ${total}`);
      // A short drag is not a swipe.
      await swipe(right, right - 20);
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 z ${total}`);
    });
  });
});
