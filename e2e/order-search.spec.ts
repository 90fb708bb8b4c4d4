import { placeFullOrder } from './orders';
import { expect, test } from './fixtures';

test('an order is found by its pro forma number, by the number’s tail and by its gross amount written the Polish way', async ({
  adminPage: page,
  request,
  unique,
}) => {
  const clubName = `KS Przelew ${unique}`;
  const { id } = await placeFullOrder(request, unique, clubName, {
    plan: 'large',
    paymentMode: 'yearly',
    selectedModules: ['skladki', 'zawody'],
  });
  const order = (await (await page.request.get(`/api/admin/orders/${id}`)).json()) as {
    proformaNumber: string;
    totalNetPln: number;
  };
  const netGrosze = Math.round(order.totalNetPln * 100);
  const gross = ((netGrosze + Math.round((netGrosze * 23) / 100)) / 100).toFixed(2).replace('.', ',');

  await page.goto('/security/admin/orders');
  const search = page.getByLabel('Szukaj');
  const row = page.getByRole('article').filter({ hasText: clubName });
  for (const q of [order.proformaNumber, order.proformaNumber.replace(/^PF\//, ''), gross]) {
    await search.fill(q);
    await expect(row, q).toBeVisible();
    await expect(row).toContainText(order.proformaNumber);
  }
});
