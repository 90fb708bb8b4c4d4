import { expect, expectToast, test } from './fixtures';
import { startServer } from './own-server';
import { E2E_ADMIN } from './server-settings';

/**
 * 'Zaznacz wszystkie N pasujące': after selecting a page, one status for every record the filter matches,
 * confirmed with the server's count, each change in the record's history. A server of its own (its forms
 * without the proof-of-work, so 250 contacts can be sent quickly; each from its own address).
 */
test('selecting all 250 matching contacts sets each one’s status and history', async ({ page, unique }) => {
  test.slow();
  const server = await startServer({ PUBLIC_FORM_CHALLENGE: 'false' });
  try {
    const token = `masowo${unique.replace(/\W/g, '')}`;
    for (let batch = 0; batch < 250; batch += 25) {
      await Promise.all(
        Array.from({ length: 25 }, async (_, i) => {
          const n = batch + i;
          const response = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
            body: JSON.stringify({
              name: `Anna ${token} ${n}`,
              email: `anna-${n}-${token}@klub.example.pl`,
              subject: 'Pytanie',
              message: 'Dzień dobry, ile kosztuje wdrożenie?',
            }),
          });
          expect(response.status).toBe(201);
        }),
      );
    }

    const login = await page.request.post(`${server.url}/api/admin/login`, { data: E2E_ADMIN });
    expect(login.status()).toBe(200);

    await page.goto(`${server.url}/security/admin/contacts?q=${token}`);
    // The embedded database has one connection, and this server is still queueing and sending the operator's
    // 250 notifications of the burst: on a loaded CI machine the first screen took over 10 s once.
    await expect(page.getByTestId('list-count')).toContainText('Wyniki: 250', { timeout: 30_000 });
    await page.getByLabel('Zaznacz wszystkie na stronie').check();
    const bar = page.getByRole('region', { name: 'Akcje dla zaznaczonych' });
    await bar.getByRole('button', { name: 'Zaznacz wszystkie 250 pasujące' }).click();
    await expect(bar).toContainText('Zaznaczono wszystkie pasujące: 250');
    await bar.getByLabel('Nowy status').click();
    await page.getByRole('option', { name: 'Zakończony' }).click();
    await bar.getByRole('button', { name: 'Zmień status' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Zmienić status wszystkich pasujących?' });
    await expect(confirm).toContainText(
      'Status 250 rekordów pasujących do filtra zmieni się na „Zakończony”',
    );
    await confirm.getByRole('button', { name: 'Zmień status 250 rekordów' }).click();
    await expectToast(page, 'Status zaktualizowany', 'Zmieniono status pasujących rekordów: 250.');

    // Every record changed, and each has the change in its history.
    const list = (await (
      await page.request.get(`${server.url}/api/admin/contacts?q=${token}&limit=500`)
    ).json()) as { id: string; status: string }[];
    expect(list).toHaveLength(250);
    expect(list.every((contact) => contact.status === 'completed')).toBe(true);
    for (const contact of [list[0]!, list[124]!, list[249]!]) {
      const history = (await (
        await page.request.get(`${server.url}/api/admin/contacts/${contact.id}/history`)
      ).json()) as { toStatus: string; changedBy: string }[];
      expect(history[0]).toMatchObject({ toStatus: 'completed', changedBy: E2E_ADMIN.email });
    }
  } finally {
    await server.stop();
  }
});
