import { BETA_SIGNUP_HASH } from '@shared/beta';
import { BOOK_DEMO_HASH } from '@shared/demo-manage';
import { startPopupSchedule } from '@web/features/beta/popup-schedule';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data-element';
import { hydrateOnDemand } from './app/hydrate-on-demand';

// The public page's one script, a few KB: it arms the triggers that load React on demand
// (app/hydrate-on-demand.ts) and starts the beta pop-up's schedule.
const page = hydrateOnDemand(async (hydrated) => {
  const { hydrate } = await import('./app/hydrate-public');
  await hydrate(hydrated);
});
const opensDialog = [BETA_SIGNUP_HASH, `#${BOOK_DEMO_HASH}`].includes(window.location.hash);
// A page with its own data (the demo manage link) is there to be acted on; Vite's dev server sends no server
// HTML to wait on.
const needsReactNow =
  Boolean(document.getElementById(PAGE_DATA_ELEMENT_ID)) ||
  !document.getElementById('root')?.firstElementChild;
if (opensDialog || needsReactNow) page.hydrateNow();
startPopupSchedule(page.hydrateNow);
