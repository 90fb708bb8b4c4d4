import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startServer, type E2eServer } from './server-process';
import { E2E_ADMIN } from './server-settings';

/**
 * The bound on one server start (a copy of the migrated template, then Fastify and its job worker: a few
 * seconds on a quiet 2-core machine). Above the test timeout because it is paid once per worker and
 * CI's machine has run 1.6 to 4.3 times slower than a quiet one; a start that hangs still fails here.
 */
export const SERVER_START_TIMEOUT_MS = 90_000;

/**
 * Signs a request context in as the e2e admin through the API (the login UI has its own test); a page's
 * `page.request` shares the page's cookies, so the page is signed in too. Returns the context.
 */
export async function signIn(request: APIRequestContext): Promise<APIRequestContext> {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  return request;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (WCAG 2.x A and AA rules) and returns the violations. */
export async function axeViolations(page: Page) {
  // Contrast is judged on colours as they end: a dialog still fading in (or a list fading while it refetches)
  // would be measured half transparent. Spinners' endless animations are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // evaluate() runs through DevTools, so the page's CSP (no inline scripts) does not block it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // A static section far below the viewport is not laid out (`content-visibility: auto`, styles.css): axe would
    // judge its text against the section's background instead of its card's. A visitor sees it laid out once
    // they scroll there, so it is judged laid out.
    const skipped = [...document.querySelectorAll<HTMLElement>('[data-static-section]')];
    for (const section of skipped) section.style.contentVisibility = 'visible';
    const result = await (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    for (const section of skipped) section.style.contentVisibility = '';
    return result.violations as { id: string; help: string; nodes: { target: string[] }[] }[];
  });
}

/** The one toast shown (product §8: one at a time), by its title and optional description. */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  options: { timeout?: number } = {},
) {
  const shown = page.locator('[data-toast]');
  await expect(shown.getByText(title, { exact: true })).toBeVisible(options);
  if (description !== undefined) await expect(shown.getByText(description, { exact: true })).toBeVisible();
  return shown;
}

/**
 * How long a public form's send may take to show its result: the browser first finishes the form's
 * proof-of-work (pbkdf2), then waits out the minimum fill time, 2.3 s after the solution
 * (use-public-form-guard.tsx), before the request leaves; on CI's busy 2 cores the solving alone takes seconds.
 */
export const PUBLIC_FORM_SEND_TIMEOUT_MS = 15_000;

/** The toast that says a public form was sent (see PUBLIC_FORM_SEND_TIMEOUT_MS for its wait). */
export const expectSentToast = (page: Page, title: string, description?: string) =>
  expectToast(page, title, description, { timeout: PUBLIC_FORM_SEND_TIMEOUT_MS });

/**
 * The shown toast and `dialog` do not overlap: on a phone the toast spans the screen's bottom, and a success
 * view's buttons must stay visible and tappable beside it (the dialog moves up: components/ui/dialog.tsx).
 */
export async function expectToastBesideDialog(page: Page, dialog: Locator) {
  const shown = page.locator('[data-toast]');
  // A pointer over the toast holds its timer (Radix), so it is still there when measured.
  await shown.hover();
  const toastBox = await shown.boundingBox();
  expect(toastBox).not.toBeNull();
  // The dialog moves once the toast's height is known (a frame): poll until it has.
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!;
      return box.y + box.height <= toastBox!.y || toastBox!.x >= box.x + box.width;
    })
    .toBe(true);
}

/**
 * The page does not scroll sideways: nothing is wider than the screen (a grid column stretched by a long
 * truncated line once moved a whole screen past 375 px, and a tap landed beside its target).
 */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
}

type WorkerFixtures = {
  /**
   * This worker's server: the built app on a database of its own (a copy of the migrated template), on
   * E2E_PORT + the worker's index when that port is free. Its tests run one at a time, so global switches
   * and counts read as differences are safe; each test still makes its own data.
   */
  workerServer: E2eServer;
};

type Fixtures = {
  /** A page whose context is signed in as the admin. */
  adminPage: Page;
  /** Unique suffix for data a test creates, so tests run in any order and in parallel. */
  unique: string;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const first = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
      const server = await startServer({}, { port: first && first + workerInfo.parallelIndex });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page.request);
    await use(page);
  },
  // Every test is a visitor of its own: a client address of its own, which the e2e servers read from the one
  // proxy hop they trust (server-settings.ts). The per-address limits of the public forms (ten demo bookings
  // an hour) then count one test's submissions, as they count one visitor's, not the whole suite's.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await use({ 'X-Forwarded-For': `10.${testInfo.workerIndex % 256}.${octet()}.${octet()}` });
  },
  // eslint-disable-next-line no-empty-pattern
  unique: async ({}, use, testInfo) => {
    await use(`${testInfo.workerIndex}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`);
  },
});

export { expect, E2E_ADMIN };
