import { withAltcha } from './altcha';
import { expect, test } from './fixtures';

test('an order is found by its pro forma number, by the number’s tail and by its gross amount written the Polish way', async ({
  adminPage: page,
  request,
  unique,
}) => {
  const clubName = `KS Przelew ${unique}`;
  const placed = await request.post('/api/order', {
    data: await withAltcha(request, {
      name: 'Jan Kowalski',
      email: `jan-${unique}@klub.example.pl`,
      phone: '+48 600 100 200',
      clubName,
      street: 'ul. Strzelecka 10',
      postalCode: '00-950',
      city: 'Warszawa',
      plan: 'large',
      paymentMode: 'yearly',
      selectedModules: ['skladki', 'zawody'],
      adminUser: {
        firstName: 'Piotr',
        lastName: 'Wiśniewski',
        email: `admin-${unique}@klub.example.pl`,
        pesel: '44051401458',
      },
    }),
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: string };
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
