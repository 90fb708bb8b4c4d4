import { E2E_ADMIN, expect, expectToast, test } from './fixtures';
import { choose } from './inbox-helpers';
import { serverWithMail } from './own-server';

/** 'Odpowiedz' in a contact's record: a real SMTP server receives it, with Reply-To of the operator. */
test.describe('a reply from the record', () => {
  // Each test sends a reply through the server's job queue to a real SMTP server and reads it back.
  test.describe.configure({ timeout: 120_000 });
  // Its own server: SMTP to this spec's server, and forms without the proof-of-work for a quick contact.
  const own = serverWithMail({ PUBLIC_FORM_CHALLENGE: 'false' });

  test('arrives at the person with Reply-To of the operator and shows in the record as sent', async ({
    browser,
    unique,
  }) => {
    const email = `anna-${unique}@klub.example.pl`;
    const sent = await fetch(`${own.server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.88.0.1' },
      body: JSON.stringify({
        name: 'Anna Nowak',
        email,
        subject: `Pytanie o wdrożenie ${unique}`,
        message: 'Ile trwa import danych?',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const page = await browser.newPage({ baseURL: own.server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    await page.goto(`/security/admin/contacts?open=${id}`);
    const dialog = page.getByRole('dialog');
    // The back office's first screen in a new context: its chunks, then the record.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Odpowiedz' }).click();
    const form = dialog.getByRole('form', { name: 'Odpowiedź e-mailem' });
    await expect(form.getByLabel('Temat')).toHaveValue(`Re: Pytanie o wdrożenie ${unique}`);

    // Nothing typed: the field says so, nothing is sent.
    await form.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
    await expect(form.getByText('Napisz wiadomość')).toBeVisible();

    await form.getByLabel('Wiadomość').fill('Import trwa zwykle jeden dzień.\n\nPozdrawiam, Ewa');
    await choose(page, form, 'Zmień status', 'W trakcie');
    await form.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
    await expectToast(page, 'Odpowiedź w kolejce', `Wiadomość do ${email} zostanie wysłana.`);

    await own.smtp.waitForTo(email, 2);
    const reply = own.smtp.to(email).find((mail) => mail.subject === `Re: Pytanie o wdrożenie ${unique}`)!;
    expect(reply.replyTo?.value[0]?.address).toBe(E2E_ADMIN.email);
    expect(reply.text).toContain('Import trwa zwykle jeden dzień.');

    // In the record: the status, the e-mail as sent, the history line.
    const emails = dialog.getByRole('list', { name: 'Wiadomości e-mail o tym rekordzie' });
    const item = emails.getByRole('listitem').filter({ hasText: `Re: Pytanie o wdrożenie ${unique}` });
    // 'Wysłana' once the server's job queue has delivered it (the SMTP server already has it) and the list refetched.
    await expect(item).toContainText('Wysłana', { timeout: 15_000 });
    await expect(dialog).toContainText(`Odpowiedź e-mailem: „Re: Pytanie o wdrożenie ${unique}”`);
    await page.close();
  });

  test("a template saved on 'Treści strony' fills the reply with the person's name and club", async ({
    browser,
    unique,
  }) => {
    const email = `piotr-${unique}@klub.example.pl`;
    const page = await browser.newPage({ baseURL: own.server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    const signup = await fetch(`${own.server.url}/api/beta-test-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.88.0.2' },
      body: JSON.stringify({
        name: 'Piotr Wiśniewski',
        email,
        phone: '+48 600 200 300',
        clubName: `KS Orzeł ${unique}`,
        clubSize: '51-100',
      }),
    });
    expect(signup.status).toBe(201);
    const { id } = (await signup.json()) as { id: string };

    await page.goto('/security/admin/tresci-strony');
    const templates = page.getByRole('form', { name: 'Szablony odpowiedzi' });
    // The back office's first screen in this context: its chunks, then the templates.
    await expect(templates.getByText('Brak szablonów.')).toBeVisible({ timeout: 15_000 });
    await templates.getByRole('button', { name: 'Dodaj szablon' }).click();
    // Saved empty: the fields say what is missing, nothing is stored.
    await templates.getByRole('button', { name: 'Zapisz szablony' }).click();
    await expect(templates.getByText('Nazwa szablonu: pole wymagane')).toBeVisible();
    await templates.getByLabel('Nazwa szablonu').fill('Zaproszenie do testów');
    await templates.getByLabel('Temat').fill('Testy beta — {klub}');
    await templates.getByLabel('Wiadomość').fill('Dzień dobry {imię}, zapraszamy do testów.');
    await templates.getByRole('button', { name: 'Zapisz szablony' }).click();
    await expectToast(page, 'Zapisano szablony odpowiedzi');

    await page.goto(`/security/admin/beta-tests?open=${id}`);
    const dialog = page.getByRole('dialog');
    // A full load of another back-office screen, then the record.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Odpowiedz' }).click();
    const form = dialog.getByRole('form', { name: 'Odpowiedź e-mailem' });
    await choose(page, form, 'Szablon', 'Zaproszenie do testów');
    await expect(form.getByLabel('Temat')).toHaveValue(`Testy beta — KS Orzeł ${unique}`);
    await expect(form.getByLabel('Wiadomość')).toHaveValue(
      'Dzień dobry Piotr Wiśniewski, zapraszamy do testów.',
    );
    await form.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
    await expectToast(page, 'Odpowiedź w kolejce', `Wiadomość do ${email} zostanie wysłana.`);
    await expect
      .poll(
        () =>
          own.smtp.to(email).find((mail) => mail.subject === `Testy beta — KS Orzeł ${unique}`)?.text ?? '',
        // Delivered by the server's job queue.
        { timeout: 15_000 },
      )
      .toContain('Dzień dobry Piotr Wiśniewski, zapraszamy do testów.');
    await page.close();
  });
});
