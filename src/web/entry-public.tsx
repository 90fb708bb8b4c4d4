import { BETA_SIGNUP_HASH } from '@shared/beta';
import { BOOK_DEMO_HASH } from '@shared/demo-manage';
import { planOfOrderHash } from '@shared/pricing/order-link';
import { reportPopupShownWith } from '@web/features/beta/popup-marker';
import { startPopupSchedule } from '@web/features/beta/popup-schedule';
import { startVisitBeacon } from '@web/features/visits/beacon';
import { loadWithRetry } from '@web/lib/load-with-retry';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data-element';
import { hydrateOnDemand } from './app/hydrate-on-demand';
import { keepLanguageInLinks } from './app/keep-language-in-links';
import { loadToaster } from './app/public-dialogs';
import { PAGE_DIALOGS, PUBLIC_PATHS, pageLoaderFor, type DialogLoader } from './app/public-routes';

// The public page's one script, a few KB and no React: it arms the triggers that load React
// (app/hydrate-on-demand.ts: once the page is idle, or at the visitor's first sign of use) and starts the beta
// pop-up's schedule.
const path = window.location.pathname.replace(/\/+$/, '') || '/';
const loadPage = pageLoaderFor(path);
const loadHydration = () => import('./app/hydrate-public');

// A part loaded ahead that fails is loaded again, and its failure shown, when the visitor opens it.
const prefetch = (load: DialogLoader) =>
  void loadWithRetry(load)
    .then((module) => module.prepare?.())
    .catch(() => {});
const [firstDialog, ...otherDialogs] = PAGE_DIALOGS[path] ?? [];

const page = hydrateOnDemand(async (hydrated) => {
  // What a first tap needs is asked for at once: React and the hydration code, the page, the dialog of the
  // first screen's call to action. Each import names its whole graph, which the browser fetches in parallel
  // (vite.config.ts, modulePreload): a few round trips instead of a chain of them.
  if (firstDialog) loadWithRetry(firstDialog).catch(() => {});
  const [{ hydrate }, pageModule] = await Promise.all([
    loadWithRetry(loadHydration),
    loadWithRetry(loadPage),
  ]);
  await hydrate(pageModule, () => {
    hydrated();
    // Then what the dialog's first screen shows (the booking calendar), not to compete with React for the
    // phone's bandwidth before.
    if (firstDialog) prefetch(firstDialog);
    // The rest (the order dialogs further down, the toasts' container) once the visitor scrolls toward it: a
    // first tap on the first screen does not share the phone's network and main thread with it.
    const rest = () => [...otherDialogs, loadToaster].forEach(prefetch);
    if (window.scrollY > 0) rest();
    else window.addEventListener('scroll', rest, { once: true, passive: true });
  });
});
const opensDialog =
  [BETA_SIGNUP_HASH, `#${BOOK_DEMO_HASH}`].includes(window.location.hash) ||
  planOfOrderHash(window.location.hash) !== null;
// A page with its own data (the demo manage link) is there to be acted on; Vite's dev server sends no server
// HTML to wait on.
const needsReactNow =
  Boolean(document.getElementById(PAGE_DATA_ELEMENT_ID)) ||
  !document.getElementById('root')?.firstElementChild;
if (opensDialog || needsReactNow) page.hydrateNow();
// Counted: the site's pages, never a page whose address carries a secret (the demo manage link). The beta
// pop-up's 'already shown' marker goes the same way (kept on the server): where no beacon is sent, nothing
// can be remembered, and the pop-up does not show by itself (features/beta/popup-marker.ts).
const reportEvent = PUBLIC_PATHS.includes(path) ? startVisitBeacon() : null;
reportPopupShownWith(reportEvent && (() => reportEvent('popup')));
startPopupSchedule(page.hydrateNow);
keepLanguageInLinks();
