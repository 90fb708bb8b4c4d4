/**
 * What the visitor did in this visit (the tab's session), so marketing keeps out of their way: a visitor
 * who booked, ordered, wrote or signed up is not asked again in the same visit, and nothing pops up right
 * after they closed a dialog. Kept in sessionStorage, so it follows them across the site's pages.
 */
const CONVERTED_KEY = 'visit:converted';
const DIALOG_CLOSED_KEY = 'visit:dialog-closed-at';

let closedAt = 0;
let converted = false;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the in-memory note still holds for this page.
  }
}

/** A booking, an order, a message or a sign-up went through. */
export function noteConversion() {
  converted = true;
  write(CONVERTED_KEY, new Date().toISOString());
}

export function hasConverted(): boolean {
  return converted || read(CONVERTED_KEY) !== null;
}

/** A dialog closed just now. */
export function noteDialogClosed(now = Date.now()) {
  closedAt = now;
  write(DIALOG_CLOSED_KEY, String(now));
}

/** When a dialog last closed in this visit (ms since the epoch; 0: never). */
export function lastDialogClosedAt(): number {
  return Math.max(closedAt, Number(read(DIALOG_CLOSED_KEY) ?? 0) || 0);
}
