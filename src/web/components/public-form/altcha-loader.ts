// Loaded only when a visitor starts filling a public form (never with the page): the widget, its styles
// and its translations, and the proof-of-work worker served from our own origin, so the CSP needs no
// blob: workers and nothing is fetched from another site.
import 'altcha/external';
import altchaStylesheet from 'altcha/altcha.css?url';
import 'altcha/i18n/pl';
import 'altcha/i18n/en';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// Its own file, added with the widget: the site's stylesheet is one file inlined into every page (vite.config.ts).
if (!document.querySelector(`link[href="${altchaStylesheet}"]`)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = altchaStylesheet;
  document.head.append(link);
}

type AltchaGlobal = { algorithms: Map<string, () => Worker> };

const registry = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  registry.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
