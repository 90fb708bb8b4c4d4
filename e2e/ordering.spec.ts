import { axeViolations, expect, expectSentToast, expectToast, test } from './fixtures';
import {
  PESEL,
  storedOrder,
  expectConfirmation,
  field,
  fillContact,
  fillAdmin,
  openLandingOrder,
} from './order-dialog';
import { openPage } from './site-helpers';

test.describe('full order', () => {
  test('a visitor picks a plan and modules, is stopped by each validation message, then orders', async ({
    page,
    request,
    unique,
  }) => {
    const email = `zamowienie-${unique}@klub.pl`;
    await openPage(page, '/');
    const section = page.locator('#pricing');
    await section.getByRole('button', { name: 'Rocznie' }).click();
    await section
      .locator('[data-plan="large"]')
      .getByRole('button', { name: /Klub Duży/ })
      .click();
    await section.getByRole('checkbox', { name: 'Rejestr strzelnicy' }).check();
    await section.getByRole('checkbox', { name: 'Magazyn broni i amunicji' }).check();
    const dialog = await openLandingOrder(page);

    // The dialog starts from the selection: large, yearly, two modules; 2520 + 1260 + 1260 net.
    await expect(dialog.getByRole('radio', { name: /Klub Duży/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Rocznie' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Rejestr strzelnicy/ })).toBeChecked();
    await expect(dialog.getByTestId('order-total-net')).toHaveText('5040 zł / rok');
    await expect(dialog.getByTestId('order-vat')).toHaveText('1159,20 zł');
    await expect(dialog.getByTestId('order-total-gross')).toHaveText('6199,20 zł / rok');
    await expect(dialog.getByRole('link', { name: /regulamin/ })).toHaveAttribute('href', '/regulamin');
    await expect(dialog.getByRole('link', { name: /politykę prywatności/ })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );

    // Submit is disabled until the terms are accepted, and says why.
    const submit = dialog.getByRole('button', { name: 'Złóż zamówienie' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText('Musisz zaakceptować regulamin i politykę prywatności.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await expect(submit).toBeEnabled();
    await expect(dialog.getByText('Musisz zaakceptować regulamin i politykę prywatności.')).toHaveCount(0);

    await submit.click();
    await expectToast(page, 'Błąd walidacji', 'Wypełnij wszystkie wymagane pola.');
    await expect(field(dialog, 'Imię i nazwisko')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Imię i nazwisko')).toBeFocused();

    await fillContact(dialog, email);
    await submit.click();
    await expectToast(page, 'Błąd walidacji', 'Wypełnij wszystkie dane administratora.');
    await expect(dialog.getByText('Wypełnij wszystkie wymagane pola.')).toHaveCount(0);

    await fillAdmin(dialog, '44051401459');
    await submit.click();
    await expectToast(page, 'Błąd walidacji', 'Nieprawidłowy numer PESEL');
    await expect(dialog.getByText('Nieprawidłowy numer PESEL')).toBeVisible();
    await expect(field(dialog, 'PESEL')).toHaveAttribute('maxlength', '11');

    await field(dialog, 'PESEL').fill(PESEL);
    await dialog.getByRole('checkbox', { name: /Akceptuję/ }).uncheck();
    await expect(submit).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /Akceptuję/ }).check();

    // Authorised persons: one complete row, one without a last name (dropped on submit).
    const persons = dialog.getByRole('group', { name: 'Osoby upoważnione' });
    await expect(persons.getByRole('button', { name: /Usuń osobę/ })).toHaveCount(0);
    await persons.getByRole('group', { name: 'Osoba 1' }).getByLabel('Imię').fill('Anna');
    await persons.getByRole('group', { name: 'Osoba 1' }).getByLabel('Nazwisko').fill('Nowak');
    await persons.getByRole('button', { name: 'Dodaj osobę' }).click();
    const second = persons.getByRole('group', { name: 'Osoba 2' });
    await second.getByLabel('Imię').fill('Tomasz');
    await second.getByLabel('Stanowisko').selectOption('Skarbnik');
    await expect(persons.getByRole('button', { name: /Usuń osobę/ })).toHaveCount(2);

    await submit.click();
    await expectSentToast(
      page,
      'Zamówienie złożone',
      'Twoje zamówienie zostało pomyślnie złożone. Skontaktujemy się z Tobą wkrótce.',
    );
    await expectConfirmation(page, request, email, {
      plan: 'Klub Duży (Rocznie)',
      net: '5040 zł / rok',
      gross: '6199,20 zł / rok',
    });

    const order = await storedOrder(request, email);
    expect(order).toMatchObject({
      form: 'full',
      plan: 'large',
      paymentMode: 'yearly',
      moduleCatalogue: 'landing',
      selectedModules: ['rejestr', 'magazyn'],
      authorizedPersons: [{ firstName: 'Anna', lastName: 'Nowak', position: 'Prezes Zarządu' }],
      adminUser: { firstName: 'Piotr', lastName: 'Wiśniewski', email: 'piotr@klub.pl' },
      totalNetPln: 5040,
      status: 'pending',
    });

    // Everything was reset: reopening shows an empty form with the terms unticked.
    const again = await openLandingOrder(page);
    await expect(field(again, 'Imię i nazwisko')).toHaveValue('');
    await expect(again.getByRole('group', { name: 'Osoby upoważnione' }).getByRole('group')).toHaveCount(1);
    await expect(again.getByRole('checkbox', { name: /Akceptuję/ })).not.toBeChecked();
  });

  test('from /cennik, preselected to medium with the nine-module catalogue @mobile', async ({
    page,
    request,
    unique,
  }) => {
    const email = `cennik-${unique}@klub.pl`;
    await openPage(page, '/cennik');
    await page.getByRole('button', { name: 'Złóż Zamówienie' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /Klub Średni/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Miesięcznie' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Aplikacja mobilna/ })).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Płatności i składki/ }).check();
    await expect(dialog.getByTestId('order-total-net')).toHaveText('260 zł / mies.');
    await expect(dialog.getByTestId('order-vat')).toHaveText('59,80 zł');
    await expect(dialog.getByTestId('order-total-gross')).toHaveText('319,80 zł / mies.');

    await fillContact(dialog, email);
    await field(dialog, 'NIP (opcjonalnie)').fill('526-104-08-28');
    await field(dialog, 'Liczba członków (opcjonalnie)').fill('0');
    await fillAdmin(dialog, PESEL);
    await dialog.getByRole('checkbox', { name: /Akceptuję/ }).check();
    const submit = dialog.getByRole('button', { name: 'Złóż zamówienie' });
    await submit.click();
    await expectToast(page, 'Błąd walidacji', 'Liczba członków musi wynosić co najmniej 1.');
    await field(dialog, 'Liczba członków (opcjonalnie)').fill('240');

    // A failed request keeps the dialog and the data, with the failure toast.
    await page.route('**/api/order**', (route) => route.abort());
    await submit.click();
    await expectToast(page, 'Błąd', 'Wystąpił błąd podczas składania zamówienia. Spróbuj ponownie.');
    await expect(field(dialog, 'Imię i nazwisko')).toHaveValue('Jan Kowalski');
    await page.unroute('**/api/order**');

    await submit.click();
    await expectSentToast(page, 'Zamówienie złożone');
    await expectConfirmation(page, request, email, {
      plan: 'Klub Średni (Miesięcznie)',
      net: '260 zł / mies.',
      gross: '319,80 zł / mies.',
    });
    expect(await storedOrder(request, email)).toMatchObject({
      plan: 'medium',
      paymentMode: 'monthly',
      moduleCatalogue: 'pricing-page',
      selectedModules: ['payments'],
      nip: '5261040828',
      memberCount: 240,
      totalNetPln: 260,
    });
  });

  test('in English: English messages, euro summary, the order stored', async ({ page, request, unique }) => {
    const email = `english-${unique}@klub.pl`;
    await openPage(page, '/?lang=en');
    const dialog = await openLandingOrder(page);
    await expect(dialog.getByRole('heading', { name: 'Place your order' })).toBeVisible();
    // The card's €37, not 160 zł / 4.3 = €37.21: one euro rule (shared/pricing quoteIn), VAT to the cent.
    await expect(dialog.getByTestId('order-total-net')).toHaveText('€37 / month');
    await expect(dialog.getByTestId('order-vat')).toHaveText('€8.51');
    await expect(dialog.getByTestId('order-total-gross')).toHaveText('€45.51 / month');
    await expect(dialog.getByText('You must accept the terms and the privacy policy.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /I accept/ }).check();
    const submit = dialog.getByRole('button', { name: 'Place order' });
    await submit.click();
    await expectToast(page, 'Validation error', 'Fill in all required fields.');
    await fillContact(dialog, email, true);
    // A phone is checked as a phone number (an order once accepted 'xx'), in English.
    await field(dialog, 'Phone').fill('xx');
    await submit.click();
    await expect(field(dialog, 'Phone')).toHaveAccessibleDescription('Enter a valid phone number.');
    await field(dialog, 'Phone').fill('+48 600 100 200');
    await submit.click();
    // The English site starts with no country: a club in Poland chooses it, and is asked for a PESEL.
    await expectToast(page, 'Validation error', 'Choose a country from the list.');
    await field(dialog, 'Country').selectOption('PL');
    await submit.click();
    await expectToast(page, 'Validation error', 'Fill in all administrator details.');
    await fillAdmin(dialog, PESEL, true);
    await submit.click();
    await expectSentToast(
      page,
      'Order submitted',
      'Your order has been placed successfully. We will contact you soon.',
    );
    await expectConfirmation(page, request, email, {
      english: true,
      plan: 'Medium club (Monthly)',
      net: '€37 / month',
      gross: '€45.51 / month',
    });
    expect(await storedOrder(request, email)).toMatchObject({
      plan: 'medium',
      paymentMode: 'monthly',
      totalNetPln: 160,
    });
  });
});

test('both order dialogs have no accessibility violations', async ({ page }) => {
  await openPage(page, '/cennik');
  await page.getByRole('button', { name: 'Złóż Zamówienie' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Złóż zamówienie' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Akceptuję/ }).check();
  await dialog.getByRole('button', { name: 'Złóż zamówienie' }).click();
  await expectToast(page, 'Błąd walidacji', 'Wypełnij wszystkie wymagane pola.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();

  await page
    .locator('[data-plan="medium"]')
    .getByRole('button', { name: /Szybkie zamówienie/ })
    .click();
  await expect(dialog.getByRole('heading', { name: 'Zamów pakiet' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('simple order', () => {
  test('quick order from a /cennik plan card, with the period on show @mobile', async ({
    page,
    request,
    unique,
  }) => {
    const email = `szybkie-${unique}@klub.pl`;
    await openPage(page, '/cennik');
    await page.getByRole('button', { name: 'Rocznie' }).click();
    await page
      .locator('[data-plan="large"]')
      .getByRole('button', { name: /Szybkie zamówienie/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Zamów pakiet' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Klub Duży/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Klub Duży/ })).toHaveAccessibleName(
      /2520 zł \/ rok netto/,
    );

    const submit = dialog.getByRole('button', { name: 'Wyślij zamówienie' });
    await submit.click();
    await expectToast(page, 'Błąd walidacji', 'Wypełnij wszystkie wymagane pola.');
    await expect(dialog.getByText('Wypełnij wszystkie wymagane pola.')).toHaveCount(4);

    await field(dialog, 'Imię i nazwisko').fill('Ewa Zielińska');
    await field(dialog, 'Email').fill('ewa(at)klub.pl');
    await field(dialog, 'Telefon').fill('xx');
    await field(dialog, 'Nazwa klubu').fill('LOK Celny Strzał');
    await field(dialog, 'Liczba członków (opcjonalnie)').fill('0');
    await submit.click();
    await expectToast(page, 'Błąd walidacji', 'Nieprawidłowy adres email');
    await expect(dialog.getByText('Liczba członków musi wynosić co najmniej 1.')).toBeVisible();
    await expect(field(dialog, 'Telefon')).toHaveAccessibleDescription('Podaj poprawny numer telefonu.');
    await field(dialog, 'Telefon').fill('600 700 800');

    await field(dialog, 'Email').fill(email);
    await field(dialog, 'Liczba członków (opcjonalnie)').fill('');
    await submit.click();
    await expectSentToast(
      page,
      'Zamówienie złożone',
      'Dziękujemy za zamówienie! Skontaktujemy się z Tobą wkrótce.',
    );
    await expectConfirmation(page, request, email, {
      plan: 'Klub Duży (Rocznie)',
      net: '2520 zł / rok',
      gross: '3099,60 zł / rok',
    });
    expect(await storedOrder(request, email)).toMatchObject({
      form: 'simple',
      plan: 'large',
      paymentMode: 'yearly',
      memberCount: null,
      totalNetPln: 2520,
    });

    // Reopened from another card: that plan, an empty form.
    await page
      .locator('[data-plan="small"]')
      .getByRole('button', { name: /Szybkie zamówienie/ })
      .click();
    await expect(dialog.getByRole('radio', { name: /Klub Mały/ })).toBeChecked();
    await expect(field(dialog, 'Imię i nazwisko')).toHaveValue('');
  });

  test('in English', async ({ page, request, unique }) => {
    const email = `quick-${unique}@klub.pl`;
    await openPage(page, '/cennik?lang=en');
    await page
      .locator('[data-plan="small"]')
      .getByRole('button', { name: /Quick order/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /Small club/ })).toHaveAccessibleName(/€16 \/ month net/);
    await dialog.getByRole('button', { name: 'Send order' }).click();
    await expectToast(page, 'Validation error', 'Fill in all required fields.');
    await field(dialog, 'Full name').fill('Ewa Zielińska');
    await field(dialog, 'Email').fill(email);
    await field(dialog, 'Phone').fill('600 700 800');
    await field(dialog, 'Club name').fill('LOK Celny Strzał');
    await field(dialog, 'Number of members (optional)').fill('35');
    await dialog.getByRole('button', { name: 'Send order' }).click();
    await expectSentToast(page, 'Order submitted', 'Thank you for your order! We will contact you soon.');
    await expectConfirmation(page, request, email, {
      english: true,
      plan: 'Small club (Monthly)',
      net: '€16 / month',
      gross: '€19.68 / month',
    });
    expect(await storedOrder(request, email)).toMatchObject({
      plan: 'small',
      paymentMode: 'monthly',
      memberCount: 35,
      totalNetPln: 70,
    });
  });
});
