import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startBuiltServer } from './serve-build';

/**
 * `npm run live-latency`: how long a new lead takes to show in the operator's open inbox — the back office's
 * live promise is 2 s from the visitor's send to the row on screen, without a reload.
 *
 * The compiled server of BUILD_DIR on an empty database (scripts/serve-build.ts), the operator signed in in
 * Debian's Chromium with the contacts inbox open. LIVE_LATENCY_RUNS (default 10) times a contact is sent over
 * HTTP, as the site's form sends it; the page notes (a MutationObserver) the wall-clock moment its row is in
 * the list. Each latency runs from just before the request was sent to that moment, so the write, the
 * commit's NOTIFY, the stream, the list's refetch and its render all count. Prints the median, p95 and
 * worst; exits 1 when the p95 misses 2 s.
 */
const RUNS = Math.max(1, Number(process.env.LIVE_LATENCY_RUNS ?? 10));
const GOAL_MS = 2000;
const ADMIN = { email: 'latency-admin@example.pl', password: 'latency-admin-password-123' };

const server = await startBuiltServer({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // The form's proof-of-work is the visitor's cost, not the stream's: the contact is sent without it.
  PUBLIC_FORM_CHALLENGE: 'false',
  MFA_REQUIRED: 'false',
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const latencies: number[] = [];
try {
  const page = await browser.newPage({ baseURL: server.origin, viewport: { width: 1280, height: 800 } });
  const signedIn = await page.request.post('/api/admin/login', { data: ADMIN });
  if (!signedIn.ok()) throw new Error(`Sign-in refused: ${signedIn.status()} ${await signedIn.text()}`);
  await page.goto('/security/admin/contacts');
  await page.getByRole('search').getByLabel('Szukaj').waitFor();
  // The stream is open once the page has asked for it; a moment more for the first heartbeat.
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { seenAt: typeof seen }).seenAt = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll<HTMLElement>('[data-record-id]')) {
        const name = row.textContent ?? '';
        const match = /Latency (\d+)/.exec(name);
        if (match && !(match[1]! in seen)) seen[match[1]!] = Date.now();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  for (let run = 0; run < RUNS; run++) {
    const sentAt = Date.now();
    const response = await fetch(`${server.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${run + 1}` },
      body: JSON.stringify({
        name: `Latency ${run}`,
        email: `latency-${run}@example.pl`,
        subject: 'Pytanie o wdrożenie',
        message: 'Dzień dobry, ile trwa wdrożenie systemu w klubie?',
      }),
    });
    if (response.status !== 201)
      throw new Error(`Contact refused: ${response.status} ${await response.text()}`);
    const seenAt = await page
      .waitForFunction(
        (key) => (window as unknown as { seenAt: Record<string, number> }).seenAt[key],
        String(run),
        { timeout: 15_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
    latencies.push(seenAt - sentAt);
    // A pause between leads, as they come in real life: each is its own change, not a batch.
    await page.waitForTimeout(700);
  }
} finally {
  await browser.close();
  await server.stop();
}

const sorted = [...latencies].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
console.log(`Live latency, new contact → row in the open inbox (${RUNS} runs):`);
console.log(
  `  median ${at(0.5)} ms · p95 ${at(0.95)} ms · worst ${sorted.at(-1)} ms · goal p95 ≤ ${GOAL_MS} ms`,
);
console.log(`  each: ${latencies.join(', ')} ms`);
if (at(0.95) > GOAL_MS) {
  console.error(`✗ p95 ${at(0.95)} ms is over ${GOAL_MS} ms`);
  process.exit(1);
}
console.log('✓ within the goal');
