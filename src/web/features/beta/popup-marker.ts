/**
 * The pop-up's 'already shown' marker (product §4), kept on the server against the day's visitor id
 * (docs/decisions/0009), never in the browser: the page's beacon reports the pop-up shown ('popup'), and the
 * switch's answer says whether this browser has been shown it today. A page that sends no beacon (a browser
 * asking not to be tracked with GPC or DNT, the demo manage link) can have nothing remembered, and the
 * server counts such a browser as shown: better never than on every page. The beta form stays one tap away
 * there (the #beta-signup call to action).
 */
let report: (() => void) | null = null;
// Shown (or its form opened) on this page: not again on it, whatever the server says later.
let shownHere = false;

/** entry-public.tsx hands over the beacon's way of reporting the pop-up shown, or null without a beacon. */
export function reportPopupShownWith(send: (() => void) | null) {
  report = send;
}

export function canRememberPopup(): boolean {
  return report !== null;
}

export function wasPopupShownHere(): boolean {
  return shownHere;
}

export function markPopupShown() {
  if (shownHere) return;
  shownHere = true;
  report?.();
}
