// Loaded only when a visitor starts filling a public form (never with the page): the widget, its styles
// and its translations, and the proof-of-work worker served from our own origin, so the CSP needs no
// blob: workers and nothing is fetched from another site.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/pl';
import 'altcha/i18n/en';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

type AltchaGlobal = { algorithms: Map<string, () => Worker> };

const registry = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  registry.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

export const altchaReady = true;
