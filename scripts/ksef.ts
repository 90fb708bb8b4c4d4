// `npm run ksef -- check`: signs in to KSeF with the configured credentials (KSEF_TOKEN, or KSEF_CERT_FILE and
// KSEF_KEY_FILE; the seller's NIP from COMPANY_TAX_ID), against KSEF_ENV (test by default) or KSEF_API_URL, and
// prints what the 'KSeF' screen's 'Sprawdź połączenie' would. For an operator with the network; not in CI.
// `npm run ksef -- drill`: the sending figures against the simulator (scripts/ksef-drill.ts).
import { ConfigError, loadConfig } from '../src/server/config';
import { createKsefClient } from '../src/server/modules/ksef/public';

const [command] = process.argv.slice(2);
if (command === 'drill') {
  await import('./ksef-drill');
  process.exit(0);
}
if (command !== 'check') {
  console.error('Usage: npm run ksef -- check | drill [--orders 60] [--outage-orders 3]');
  process.exit(2);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (!config.ksef) {
  console.error(
    'KSeF is not configured: set KSEF_TOKEN, or KSEF_CERT_FILE and KSEF_KEY_FILE (docs/operations.md).',
  );
  process.exit(1);
}
const client = createKsefClient({ settings: config.ksef, log: { info: () => {}, warn: () => {} } });
const result = await client.checkConnection();
console.log(`Environment: ${result.environment} (${result.apiUrl})`);
console.log(
  `Way in: ${result.authMethod === 'token' ? 'KSeF token' : 'KSeF certificate'}, NIP ${config.ksef.nip}`,
);
if (result.certificateValidTo) console.log(`Certificate valid until: ${result.certificateValidTo}`);
console.log(result.ok ? 'Signed in: the connection works.' : `Failed: ${result.error}`);
process.exit(result.ok ? 0 : 1);
