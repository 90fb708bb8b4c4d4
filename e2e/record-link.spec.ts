import { withAltcha } from './altcha';
import { expect, test } from './fixtures';

// The link in an operator's e-mail (PUBLIC_URL/security/admin/<page>?open=<id>) opens that record's dialog.
test('a link with ?open=<id> opens the record’s manage dialog, and closing it leaves the list', async ({
  adminPage: page,
  unique,
}) => {
  const contact = {
    name: `Link Otwierający ${unique}`,
    email: `link.${unique}@example.pl`,
    subject: `Z maila ${unique}`,
    message: 'Wiadomość otwierana z linku w e-mailu.',
  };
  const created = await page.request.post('/api/contact', {
    data: await withAltcha(page.request, contact),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/security/admin/contacts?open=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Zarządzaj kontaktem' });
  // A cold start of the back office (its chunks, the nav counts, the list, then the record): 3–6 s while
  // the other worker's browser and server share the 2 cores.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // Exact: the e-mails listed in the dialog name the contact in their subjects too.
  await expect(dialog.getByText(contact.name, { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/security\/admin\/contacts$/);
});
