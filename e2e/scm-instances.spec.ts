import type { Page } from '@playwright/test';
import { axeViolations, expect, expectToast, test } from './fixtures';

const SYSTEMS = '/security/admin/systems';

/** The instance's table row (large screens) or card (small screens), whichever layout is showing. */
const instanceOf = (page: Page, name: string) => page.locator(`[data-instance="${name}"]:visible`);

async function addInstance(page: Page, name: string, extra: { domain?: string } = {}) {
  await page.getByRole('button', { name: 'Add Instance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SCM Instance' });
  await dialog.getByLabel('Instance Name').fill(name);
  await dialog.getByLabel('Club Name').fill('KS Orzeł');
  await dialog.getByLabel('Contact Email').fill(`it-${name}@orzel.pl`);
  if (extra.domain) await dialog.getByLabel('Domain').fill(extra.domain);
  await dialog.getByRole('combobox', { name: 'License Type' }).click();
  await page.getByRole('option', { name: /^Medium/ }).click();
  await dialog.getByLabel('Modules').fill(' members, , fees ,competitions,');
  await dialog.getByRole('button', { name: 'Create Instance' }).click();
  await expectToast(page, 'SCM instance created successfully');
  await expect(dialog).toBeHidden();
}

test.describe('club-system instances', () => {
  test('the operator creates, inspects and deletes an instance @mobile', async ({
    adminPage: page,
    unique,
  }) => {
    const name = `orzel-${unique}`;
    await page.goto(SYSTEMS);
    await expect(page.getByRole('heading', { name: 'SCM Systems' })).toBeVisible();
    for (const counter of ['Total Instances', 'Active', 'API Calls Today', 'Support Tickets']) {
      await expect(page.getByText(counter, { exact: true })).toBeVisible();
    }
    const total = page
      .locator('dt', { hasText: /^Total Instances$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(total).toHaveText(/^\d+$/);
    const before = Number(await total.innerText());

    await addInstance(page, name);
    await expect(total).not.toHaveText(String(before));
    const instance = instanceOf(page, name);
    await expect(instance).toContainText('No domain');
    await expect(instance).toContainText('KS Orzeł');
    await expect(instance).toContainText(`it-${name}@orzel.pl`);
    await expect(instance.getByText('active', { exact: true })).toBeVisible();
    await expect(instance).toContainText(/medium/i);
    await expect(instance).toContainText('Never');

    await instance.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Instance Details' });
    const field = (label: string) =>
      details.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(field('Instance Name')).toHaveText(name);
    await expect(field('Club Name')).toHaveText('KS Orzeł');
    await expect(field('Contact Email')).toHaveText(`it-${name}@orzel.pl`);
    await expect(field('Domain')).toHaveText('Not configured');
    await expect(field('Status')).toHaveText('active');
    await expect(field('License Type')).toHaveText('Medium (up to 200 members)');
    await expect(field('API Key')).toHaveText(/^scm_[A-Za-z0-9_-]{32}$/);
    await expect(field('API Secret')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
    await expect(field('Enabled Modules').getByRole('listitem')).toHaveText([
      'members',
      'fees',
      'competitions',
    ]);
    await expect(field('Created')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(field('Last Activity')).toHaveText('Never');
    expect(await axeViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    // product §5: no confirmation.
    await instance.getByRole('button', { name: `Delete ${name}` }).click();
    await expectToast(page, 'SCM instance deleted successfully');
    await expect(instanceOf(page, name)).toHaveCount(0);
  });

  test('the add dialog names the missing fields, and a domain shows in the table', async ({
    adminPage: page,
    unique,
  }) => {
    await page.goto(SYSTEMS);
    await page.getByRole('button', { name: 'Add Instance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add SCM Instance' });
    await dialog.getByLabel('Contact Email').fill('it@');
    await dialog.getByLabel('Webhook URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Create Instance' }).click();
    await expect(dialog.getByText('Instance name is required')).toBeVisible();
    await expect(dialog.getByText('Club name is required')).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(dialog.getByText('Select a license type')).toBeVisible();
    await expect(dialog.getByText('Invalid webhook URL')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const name = `domain-${unique}`;
    await addInstance(page, name, { domain: 'orzel.example.com' });
    await expect(instanceOf(page, name)).toContainText('orzel.example.com');
  });

  test('the screen links to the testimonials and passes axe', async ({ adminPage: page }) => {
    await page.goto(SYSTEMS);
    await expect(page.getByRole('heading', { name: 'SCM Instances' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The sidebar links there too (in English on this screen); this is the screen's own action.
    await expect(
      page
        .getByRole('navigation', { name: 'Admin navigation', exact: true })
        .getByRole('link', { name: 'Testimonials' }),
    ).toBeVisible();
    await page.locator('header ~ div').getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/security\/admin\/testimonials$/);
  });
});
