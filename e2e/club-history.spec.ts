import type { Locator, Page } from '@playwright/test';
import { withAltcha } from './altcha';
import { axeViolations, expect, expectNoSidewaysScroll, test } from './fixtures';
import { placeShortOrder } from './orders';

/** Screenshots for the note, when asked for (SHOTS_DIR=…). */
async function shot(target: Page | Locator, name: string, project: string) {
  if (process.env.SHOTS_DIR) {
    await target.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}-${project === 'mobile' ? 375 : 1280}.png`,
    });
  }
}

test("a contact's record shows the person with write, call and copy, and the club's whole history newest first @mobile", async ({
  adminPage: page,
  request,
  unique,
}, testInfo) => {
  // Four public forms with their proof-of-work and the back office's first load, on a shared 2-core machine.
  test.slow();
  const email = `prezes-${unique}@klub.example.pl`;
  const phone = '+48 601 234 567';
  const clubName = `KS Dziesiątka ${unique}`;

  const contact = await request.post('/api/contact', {
    data: await withAltcha(request, {
      name: 'Jan Kowalski',
      email,
      phone,
      subject: 'Pytanie o wdrożenie',
      message: 'Dzień dobry, ile trwa import danych?',
    }),
  });
  expect(contact.status()).toBe(201);
  const contactId = ((await contact.json()) as { id: string }).id;

  const order = await placeShortOrder(
    request,
    { name: 'Jan Kowalski', email, phone, clubName, plan: 'small' },
    { withBuyer: true },
  );
  const paid = await page.request.post(`/api/admin/orders/${order.id}/payment`, {
    data: { bookedOn: '2026-11-24', amount: order.transfer.amount },
  });
  expect(paid.status()).toBe(200);

  const beta = await request.post('/api/beta-test-signup', {
    data: await withAltcha(request, { name: 'Jan Kowalski', email, phone, clubName, clubSize: '51-100' }),
  });
  expect(beta.status()).toBe(201);
  const replied = await page.request.post(`/api/admin/contacts/${contactId}/reply`, {
    data: { subject: 'Re: Pytanie o wdrożenie', message: 'Dzień dobry, import trwa jeden dzień.' },
  });
  expect(replied.status()).toBe(201);

  await page.goto(`/security/admin/contacts?open=${contactId}`);
  const dialog = page.getByRole('dialog');
  // The back office's first screen in a new context: its chunks, the list, then the record.
  await expect(dialog).toBeVisible({ timeout: 15_000 });

  const person = dialog.getByRole('region', { name: 'Osoba' });
  await expect(person).toContainText('Jan Kowalski');
  await expect(person.getByRole('link', { name: `E-mail: ${email}` })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(person.getByRole('link', { name: `Telefon: ${phone}` })).toHaveAttribute(
    'href',
    'tel:+48601234567',
  );
  await expect(person.getByRole('button', { name: /Kopiuj.*E-mail/ })).toBeVisible();
  await expect(person.getByRole('button', { name: /Kopiuj.*Telefon/ })).toBeVisible();
  await expect(person).toContainText('Język: polski');
  await shot(person, 'record-header', testInfo.project.name);

  const history = dialog.getByRole('list', { name: 'Historia klubu' });
  const events = history.locator('li[data-event-kind]');
  await expect(events).toHaveCount(7);
  const kinds = await events.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-event-kind')),
  );
  expect(new Set(kinds)).toEqual(
    new Set(['reply', 'beta', 'invoice', 'payment', 'proforma', 'order', 'contact']),
  );
  // Newest first: the operator's reply last written, the contact that opened the record at the end.
  expect(kinds[0]).toBe('reply');
  const times = await events
    .locator('time')
    .evaluateAll((items) => items.map((item) => item.getAttribute('datetime') ?? ''));
  expect(times).toEqual([...times].sort().reverse());
  // This record, and the reply to it, are marked as the record in hand; the others link to theirs.
  await expect(history.locator('li[data-event-kind="contact"]')).toContainText('(ten rekord)');
  await expect(history.locator('li[data-event-kind="order"]')).not.toContainText('(ten rekord)');
  await expect(history.getByRole('link', { name: /FV\/\d{4}\/\d{2}\/\d{4}/ })).toBeVisible();

  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByTestId('club-timeline').scrollIntoViewIfNeeded();
  await shot(dialog.getByTestId('club-timeline'), 'club-timeline', testInfo.project.name);
});
