/**
 * What the visitor did on this page, so marketing keeps out of their way: a visitor who booked, ordered,
 * wrote or signed up is not asked again, and nothing pops up right after they closed a dialog.
 *
 * Kept in memory only: the public site writes nothing to the visitor's device for its own purposes (the
 * cookie-less visit count rests on that, decision 0009). A full load of another page starts afresh; the
 * beta pop-up still shows at most once (its own, disclosed note) and never within its first seconds.
 */
let closedAt = 0;
let converted = false;

/** A booking, an order, a message or a sign-up went through. */
export function noteConversion() {
  converted = true;
}

export function hasConverted(): boolean {
  return converted;
}

/** A dialog closed just now. */
export function noteDialogClosed(now = Date.now()) {
  closedAt = now;
}

/** When a dialog last closed on this page (ms since the epoch; 0: never). */
export function lastDialogClosedAt(): number {
  return closedAt;
}
