import { expect, expectToast, signIn, test } from './fixtures';
import { fileBugReports } from './inbox-helpers';

/**
 * 'Zaznacz wszystkie N pasujące': after selecting a page, one status for every record the filter matches,
 * confirmed with the server's count. One record more than a page (20) is enough for the screen's flow; the
 * rule itself, on 250 records in batches with each change in its history, is proved by
 * src/server/inbox/status-by-filter.api.test.ts on both databases.
 */
test('selecting all 21 matching bug reports beyond the page sets each one’s status', async ({
  page,
  unique,
}) => {
  const token = `masowo${unique.replace(/\W/g, '')}`;
  await signIn(page.request);
  await fileBugReports(
    page.request,
    Array.from({ length: 21 }, (_, n) => ({
      title: `Zgłoszenie ${token} ${n}`,
      description: 'Przycisk nic nie robi.',
      category: 'zaświadczenia',
      type: 'bug',
      priority: 'low',
      reporterEmail: `zarzad-${n}@klub.example.pl`,
    })),
  );

  await page.goto(`/security/admin/bug-reports?q=${token}`);
  await expect(page.getByTestId('list-count')).toContainText('Wyniki: 21');
  await page.getByLabel('Zaznacz wszystkie na stronie').check();
  const bar = page.getByRole('region', { name: 'Akcje dla zaznaczonych' });
  await bar.getByRole('button', { name: 'Zaznacz wszystkie 21 pasujące' }).click();
  await expect(bar).toContainText('Zaznaczono wszystkie pasujące: 21');
  await bar.getByLabel('Nowy status').click();
  await page.getByRole('option', { name: 'Zamknięte' }).click();
  await bar.getByRole('button', { name: 'Zmień status' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Zmienić status wszystkich pasujących?' });
  await expect(confirm).toContainText('Status 21 rekordów pasujących do filtra zmieni się na „Zamknięte”');
  await confirm.getByRole('button', { name: 'Zmień status 21 rekordów' }).click();
  await expectToast(page, 'Status zaktualizowany', 'Zmieniono status pasujących rekordów: 21.');

  // Every one changed, the one beyond the first page too.
  const list = (await (await page.request.get(`/api/admin/bug-reports?q=${token}&limit=50`)).json()) as {
    status: string;
  }[];
  expect(list.map((report) => report.status)).toEqual(Array.from({ length: 21 }, () => 'closed'));
});
