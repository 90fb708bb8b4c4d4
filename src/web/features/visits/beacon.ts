import { FUNNEL_DIALOG_ATTRIBUTE, VISIT_BEACON_PATH, type PageEvent } from '@shared/analytics';

/**
 * The page view's beacon (docs/decisions/0009): a few hundred bytes in the public entry, no React. After the
 * first frame it posts the path (with its utm_* query), the referrer and the page's language; later the
 * funnel's steps the page sees (the pricing section in view, a booking or order dialog opened), each once.
 * Nothing is stored in the browser; a browser asking not to be tracked (GPC, DNT) sends nothing (the server
 * checks the same headers). Returns the way to report another event of the page (the beta pop-up shown),
 * or null when nothing is sent.
 */
export function startVisitBeacon(): ((event: PageEvent) => void) | null {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl || nav.doNotTrack === '1' || !nav.sendBeacon) return null;
  const language = document.documentElement.lang.startsWith('en') ? 'en' : 'pl';
  const sent = new Set<PageEvent>();
  const send = (event: PageEvent) => {
    if (sent.has(event)) return;
    sent.add(event);
    const body = {
      path: location.pathname + location.search,
      referrer: document.referrer || undefined,
      language,
      event,
    };
    nav.sendBeacon(VISIT_BEACON_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  };
  // After the first frame: the beacon never competes with the page's first paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      send('view');
      const pricing = document.getElementById('pricing');
      if (pricing && 'IntersectionObserver' in window) {
        const seen = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          seen.disconnect();
          send('pricing');
        });
        seen.observe(pricing);
      }
      const opened = new MutationObserver(() => {
        if (!document.querySelector(`[${FUNNEL_DIALOG_ATTRIBUTE}]`)) return;
        opened.disconnect();
        send('dialog');
      });
      opened.observe(document.body, { childList: true, subtree: true });
    }),
  );
  return send;
}
