/**
 * Debian's Chromium as every browser run here starts it (`npm run lighthouse`, `first-tap`, `live-latency`):
 * browser downloads cannot work on these machines, and these flags keep a headless run on a server quiet
 * and repeatable (no GPU, no QUIC, no background updates or sync). The measurements use the whole browser,
 * as a visitor's is.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite's browser: Debian's package chromium-headless-shell, the same Chromium build without the
 * desktop browser around it (no profile services, extensions, on-device models), as Playwright runs by
 * default. Same engine, a third less CPU: on the 2-core machine the suite took 12.2 min instead of 16.6,
 * and a loaded CI machine left fewer first screens waiting.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
