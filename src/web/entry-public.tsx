import { loadWithRetry } from '@web/lib/load-with-retry';
import { reportPopupShownWith } from '@web/features/beta/popup-marker';
import { startPopupSchedule } from '@web/features/beta/popup-schedule';
import { startVisitBeacon } from '@web/features/visits/beacon';
import { keepLanguageInLinks } from './app/keep-language-in-links';
import { startIslands } from './app/load-islands';
import { PUBLIC_PATHS } from './app/public-routes';

// The public page's one script, a few KB and no React: it arms what loads each of the page's islands
// (app/load-islands.ts, the table in app/islands.ts) and starts the beta pop-up's schedule. Vite's dev server
// sends no server HTML: there the browser renders the whole page.
const path = window.location.pathname.replace(/\/+$/, '') || '/';
// Counted: the site's pages, never a page whose address carries a secret (the demo manage link). The beta
// pop-up's 'already shown' marker goes the same way (kept on the server): where no beacon is sent, nothing
// can be remembered, and the pop-up does not show by itself (features/beta/popup-marker.ts). Set before the
// pop-up's schedule starts: its first check asks whether the marker can be kept.
const reportEvent = PUBLIC_PATHS.includes(path) ? startVisitBeacon() : null;
reportPopupShownWith(reportEvent && (() => reportEvent('popup')));
if (document.getElementById('root')?.firstElementChild) {
  const islands = startIslands();
  startPopupSchedule(() => islands.load('beta-popup'));
} else if (import.meta.env.DEV) {
  // Only there: the built site's client carries no page (its pages are the server's).
  void loadWithRetry(() => import('./app/render-whole-page')).then((module) => module.renderWholePage(path));
}
keepLanguageInLinks();
