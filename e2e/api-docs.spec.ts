import { expect, test } from './fixtures';

/**
 * The API reference is usable in a real browser under the site's Content-Security-Policy: its scripts and
 * styles come from this server, and the browser reports no violation.
 */
test('the API reference at /api/docs renders the OpenAPI document without CSP violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1') external.push(request.url());
  });

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/api/docs');
  // Swagger UI builds the whole reference in the browser: on a loaded machine that alone can take 10 s.
  await expect(page.getByRole('heading', { name: /Strzelnica Cloud API/ })).toBeVisible({ timeout: 30_000 });
  // The tags open on request (150 operations): the public one, then its contact form.
  await page.getByRole('heading', { name: /^public/, level: 3 }).click();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/contact' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.locator('.opblock-summary-path', { hasText: '/api/contact' }).first().click();
  await expect(page.getByText('jan.kowalski@example.pl').first()).toBeVisible();

  expect(violations).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(external).toEqual([]);
});
