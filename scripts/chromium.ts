/**
 * Debian's Chromium as every browser run here starts it (Playwright's e2e, `npm run lighthouse`,
 * `first-tap`, `live-latency`): browser downloads cannot work on these machines, and these flags keep a
 * headless run on a server quiet and repeatable (no GPU, no QUIC, no background updates or sync).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
