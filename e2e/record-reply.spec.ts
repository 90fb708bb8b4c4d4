import { startTestSmtp, type TestSmtp } from '../src/server/test/smtp';
import { E2E_ADMIN, expect, expectToast, test } from './fixtures';
import { choose } from './inbox-helpers';
import { startServer } from './own-server';

/** 'Odpowiedz' in a contact's record: a real SMTP server receives it, with Reply-To of the operator. */
test.describe('a reply from the record', () => {
  test.describe.configure({ timeout: 120_000 });
  let smtp: TestSmtp;
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startTestSmtp();
    // Its own server: SMTP to this spec's server, and forms without the proof-of-work for a quick contact.
    server = await startServer({ SMTP_URL: smtp.url, PUBLIC_FORM_CHALLENGE: 'false' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test('arrives at the person with Reply-To of the operator and shows in the record as sent', async ({
    browser,
    unique,
  }) => {
    const email = `anna-${unique}@klub.example.pl`;
    const sent = await fetch(`${server.url}/api/contact`, {
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

    const page = await browser.newPage({ baseURL: server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    await page.goto(`/security/admin/contacts?open=${id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
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

    await expect.poll(() => smtp.to(email).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const reply = smtp.to(email).find((mail) => mail.subject === `Re: Pytanie o wdrożenie ${unique}`)!;
    expect(reply.replyTo?.value[0]?.address).toBe(E2E_ADMIN.email);
    expect(reply.text).toContain('Import trwa zwykle jeden dzień.');

    // In the record: the status, the e-mail as sent, the history line.
    const emails = dialog.getByRole('list', { name: 'Wiadomości e-mail o tym rekordzie' });
    const item = emails.getByRole('listitem').filter({ hasText: `Re: Pytanie o wdrożenie ${unique}` });
    await expect(item).toContainText('Wysłana', { timeout: 20_000 });
    await expect(dialog).toContainText(`Odpowiedź e-mailem: „Re: Pytanie o wdrożenie ${unique}”`);
    await page.close();
  });
});
