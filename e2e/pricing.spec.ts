import type { Locator, Page } from '@playwright/test';
import { bundleQuoteIn, toEuro } from '../src/shared/pricing/calculator';
import { axeViolations, expect, test } from './fixtures';
import { openPage } from './site-helpers';

// The figures typed here are product §9's; English prices are the same figures at the default rate of 4.3.
const zl = (pln: number) => `${pln} zł`;
const eur = (pln: number) => `€${toEuro(pln).toLocaleString('en-GB')}`;
// The one euro rule: a total is the sum of the whole-euro items the cards show (shared/pricing quoteIn).
const euros = (amount: number) => `€${amount.toLocaleString('en-GB')}`;

const pricingSection = (page: Page) => page.locator('#pricing');
const planCard = (scope: Locator, plan: string) => scope.locator(`[data-plan="${plan}"]`);
const planPrice = (scope: Locator, plan: string) => planCard(scope, plan).locator('[data-price]');

test.describe('landing pricing section', () => {
  test('starts monthly with the medium plan selected and totals plan plus add-ons @mobile', async ({
    page,
  }) => {
    await openPage(page, '/');
    const section = pricingSection(page);
    await expect(section.getByRole('button', { name: 'Miesięcznie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(section.getByRole('button', { name: 'Rocznie' })).toHaveAttribute('aria-pressed', 'false');
    await expect(section.getByText('Oszczędź 30%')).toBeVisible();
    await expect(planCard(section, 'medium').getByText('Najpopularniejszy')).toBeVisible();
    await expect(section.getByText('Najpopularniejszy')).toHaveCount(1);
    const medium = planCard(section, 'medium').getByRole('button', { name: /Klub Średni/ });
    await expect(medium).toHaveAttribute('aria-pressed', 'true');
    await expect(medium).toContainText('Wybrany');

    await expect(planPrice(section, 'small')).toHaveText(zl(70));
    await expect(planPrice(section, 'medium')).toHaveText(zl(160));
    await expect(planPrice(section, 'large')).toHaveText(zl(300));
    await expect(planCard(section, 'large')).toContainText('ponad 500 członków');
    const total = page.getByTestId('landing-total');
    await expect(total).toHaveText(zl(160));

    await section.getByRole('checkbox', { name: 'Składki i płatności' }).check();
    await section.getByRole('checkbox', { name: 'Zawody' }).check();
    await expect(section.locator('[data-module="skladki"] [data-module-price]')).toHaveText(`+${zl(50)}`);
    await expect(section.locator('[data-module="zawody"] [data-module-price]')).toHaveText(`+${zl(150)}`);
    await expect(total).toHaveText(zl(360));

    await section.getByRole('button', { name: 'Rocznie' }).click();
    await expect(planPrice(section, 'small')).toHaveText(zl(588));
    await expect(planPrice(section, 'medium')).toHaveText(zl(1344));
    await expect(planPrice(section, 'large')).toHaveText(zl(2520));
    await expect(planCard(section, 'medium')).toContainText(`zamiast ${zl(1920)}`);
    await expect(section.locator('[data-module="zawody"] [data-module-price]')).toHaveText(`+${zl(1260)}`);
    // 1344 + 420 + 1260; twelve months would be 4320
    await expect(total).toHaveText(zl(3024));
    await expect(section.getByText(`Oszczędzasz ${zl(1296)} rocznie`)).toBeVisible();

    await planCard(section, 'large')
      .getByRole('button', { name: /Klub Duży/ })
      .click();
    await expect(total).toHaveText(zl(2520 + 630 + 2100));
  });

  test('clicking the selected plan deselects it, clears the add-ons and shows ranges', async ({ page }) => {
    await openPage(page, '/');
    const section = pricingSection(page);
    const fees = section.getByRole('checkbox', { name: 'Składki i płatności' });
    await fees.check();
    await planCard(section, 'medium')
      .getByRole('button', { name: /Klub Średni/ })
      .click();

    await expect(planCard(section, 'medium').getByRole('button', { name: /Klub Średni/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(fees).not.toBeChecked();
    await expect(fees).toBeDisabled();
    await expect(section.locator('[data-module="skladki"] [data-module-price]')).toHaveText(
      `${zl(25)}–${zl(75)}`,
    );
    await expect(section.locator('[data-module="zawody"] [data-module-price]')).toHaveText(
      `${zl(75)}–${zl(250)}`,
    );
    await expect(page.getByTestId('landing-total')).toHaveCount(0);
    await expect(section.getByText('Wybierz pakiet, aby zobaczyć łączny koszt.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Zamów teraz' })).toBeDisabled();

    await section.getByRole('button', { name: 'Rocznie' }).click();
    await expect(section.locator('[data-module="rejestr"] [data-module-price]')).toHaveText(
      `${zl(420)}–${zl(1260)}`,
    );

    await planCard(section, 'small')
      .getByRole('button', { name: /Klub Mały/ })
      .click();
    await expect(fees).toBeEnabled();
    await fees.check();
    await expect(page.getByTestId('landing-total')).toHaveText(zl(588 + 210));
  });

  test('in English, prices are in euro at the configured rate', async ({ page }) => {
    await openPage(page, '/?lang=en');
    const section = pricingSection(page);
    await expect(section.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText('Save 30%')).toBeVisible();
    await expect(planCard(section, 'medium').getByText('Most popular')).toBeVisible();
    await expect(planCard(section, 'medium').getByRole('button', { name: /Medium club/ })).toContainText(
      'Selected',
    );
    await expect(planPrice(section, 'medium')).toHaveText('€37');
    await expect(planPrice(section, 'small')).toHaveText(eur(70));
    await expect(planPrice(section, 'large')).toHaveText(eur(300));
    await expect(page.getByTestId('landing-total')).toHaveText(eur(160));

    await section.getByRole('checkbox', { name: 'Fees and payments' }).check();
    // €37 + €12 (50 zł / 4.3 = 11.63): the sum of the two cards.
    await expect(section.locator('[data-module="skladki"]')).toContainText('+€12');
    await expect(page.getByTestId('landing-total')).toHaveText('€49');

    await section.getByRole('button', { name: 'Yearly' }).click();
    await expect(planPrice(section, 'medium')).toHaveText(eur(1344));
    await expect(planPrice(section, 'small')).toHaveText(eur(588));
    await expect(planPrice(section, 'large')).toHaveText(eur(2520));
    // Instead of twelve of the monthly cards' €37 (not 1920 zł / 4.3 = €447).
    await expect(planCard(section, 'medium')).toContainText('instead of €444');
    // €313 + €98, the two cards, where converting the 1764 zł total would say €410.
    await expect(section.locator('[data-module="skladki"]')).toContainText('+€98');
    await expect(page.getByTestId('landing-total')).toHaveText('€411');
  });
});

test.describe('/cennik', () => {
  const bundles = [
    ['starter', 120, 1008, 432],
    ['professional', 460, 3864, 1656],
    ['enterprise', 1050, 8820, 3780],
  ] as const;

  test('shows plans, message fees, nine modules and the sample configurations in both periods @mobile', async ({
    page,
  }) => {
    await openPage(page, '/cennik');
    await expect(page.getByRole('heading', { level: 1, name: 'Cennik' })).toBeVisible();
    await expect(page.getByText('Najpopularniejszy')).toHaveCount(1);
    await expect(planCard(page.locator('main'), 'medium').getByText('Najpopularniejszy')).toBeVisible();
    const main = page.locator('main');
    await expect(planPrice(main, 'small')).toHaveText(zl(70));
    await expect(planPrice(main, 'medium')).toHaveText(zl(160));
    await expect(planPrice(main, 'large')).toHaveText(zl(300));
    await expect(planCard(main, 'large')).toContainText('1000+ członków');

    await expect(page.locator('[data-channel="email"] [data-price]')).toHaveText('0,05 zł');
    await expect(page.locator('[data-channel="sms"] [data-price]')).toHaveText('0,14 zł');

    const modules = page.locator('li[data-module]');
    await expect(modules).toHaveCount(9);
    for (const name of ['Płatności i składki', 'Magazyn broni i amunicji', 'Panel administracyjny']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.locator('[data-module="payments"] [data-price]')).toHaveText(`${zl(50)}–${zl(150)}`);

    for (const [id, monthly, , saving] of bundles) {
      const card = page.locator(`[data-bundle="${id}"]`);
      await expect(card.locator('[data-price]')).toHaveText(zl(monthly));
      await expect(card.locator('[data-saving]')).toHaveText(
        `Przy płatności rocznej oszczędzisz ${zl(saving)}`,
      );
    }

    await page.getByRole('button', { name: 'Rocznie' }).click();
    await expect(planPrice(main, 'medium')).toHaveText(zl(1344));
    await expect(page.locator('[data-module="admin"] [data-price]')).toHaveText(`${zl(420)}–${zl(1260)}`);
    for (const [id, , yearly, saving] of bundles) {
      const card = page.locator(`[data-bundle="${id}"]`);
      await expect(card.locator('[data-price]')).toHaveText(zl(yearly));
      await expect(card.locator('[data-saving]')).toHaveText(`Oszczędzasz ${zl(saving)} rocznie`);
    }

    await expect(page.getByRole('button', { name: 'Umów Prezentację' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Złóż Zamówienie' })).toBeVisible();
  });

  test('in English, every price is in euro', async ({ page }) => {
    await openPage(page, '/cennik?lang=en');
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(planCard(main, 'medium').getByText('Most popular')).toBeVisible();
    await expect(planPrice(main, 'medium')).toHaveText('€37');
    await expect(planCard(main, 'large')).toContainText('1000+ members');
    await expect(page.locator('[data-channel="email"] [data-price]')).toHaveText('€0.01');
    await expect(page.locator('[data-channel="sms"] [data-price]')).toHaveText('€0.03');
    for (const [id] of bundles) {
      const card = page.locator(`[data-bundle="${id}"]`);
      const q = bundleQuoteIn('EUR', id, 'monthly', 4.3);
      await expect(card.locator('[data-price]')).toHaveText(euros(q.totalNet));
      await expect(card.locator('[data-saving]')).toHaveText(`Pay yearly and save ${euros(q.yearlySaving)}`);
    }
    await page.getByRole('button', { name: 'Yearly' }).click();
    for (const [id] of bundles) {
      const card = page.locator(`[data-bundle="${id}"]`);
      const q = bundleQuoteIn('EUR', id, 'yearly', 4.3);
      await expect(card.locator('[data-price]')).toHaveText(euros(q.totalNet));
      await expect(card.locator('[data-saving]')).toHaveText(`You save ${euros(q.yearlySaving)} a year`);
    }
    await expect(page.getByRole('button', { name: 'Book a Presentation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place an Order' })).toBeVisible();
  });

  test('opens the demo booking dialog', async ({ page }) => {
    await openPage(page, '/cennik');
    await page.getByRole('button', { name: 'Umów Prezentację' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('has no accessibility violations, with the period switched', async ({ page }) => {
    await openPage(page, '/cennik');
    await page.getByRole('button', { name: 'Rocznie' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await openPage(page, '/?lang=en#pricing');
    await pricingSection(page)
      .getByRole('button', { name: /Medium club/ })
      .click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
