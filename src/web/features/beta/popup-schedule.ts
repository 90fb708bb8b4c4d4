import { BETA_POPUP_DELAY_MS, POPUP_SETTINGS_PATH, POPUP_SETTINGS_POLL_MS } from '@shared/beta';
import { hasConverted, lastDialogClosedAt } from '@web/lib/visit-activity';
import { canRememberPopup, markPopupShown, wasPopupShownHere } from './popup-marker';

/** No pop-up this soon after a dialog closed: the visitor has just finished something. */
export const AFTER_DIALOG_QUIET_MS = 30_000;

/** How often a pop-up that is due looks again whether the visitor has become idle. */
const IDLE_CHECK_MS = 1000;

/**
 * The visitor is busy while another dialog is open, a tap is waiting for React to open one
 * (`[data-tap-pending]`, app/hydrate-on-demand.ts), or a form field (or anything editable) has the focus:
 * the pop-up never interrupts a booking, an order or a message being typed (nor follows a dialog's close
 * within AFTER_DIALOG_QUIET_MS).
 */
function visitorIsBusy(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"], [data-tap-pending]')) return true;
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  return active.matches(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]',
  );
}

/**
 * Whether the pop-up may show: switched on, and not yet shown to this browser today (the server's marker,
 * popup-marker.ts). product §7: a failed read counts as "disabled". Plain fetch: no query library needed.
 */
async function popupDueOnServer(): Promise<boolean> {
  try {
    const response = await fetch(POPUP_SETTINGS_PATH, { credentials: 'include' });
    if (!response.ok) return false;
    const state = (await response.json()) as { enabled?: unknown; shown?: unknown };
    return state.enabled === true && state.shown === false;
  } catch {
    return false;
  }
}

// How many times the pop-up has become due (again after the operator's 'test' button): counted by the
// schedule, read by the BetaPopup component. The schedule runs without React, from the page's first script:
// a visitor who only reads still gets the pop-up, and the page's React loads when it is due (see
// app/hydrate-on-demand.ts).
let timesDue = 0;
const listeners = new Set<() => void>();

export const popupDue = {
  get: () => timesDue,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The beta sign-up pop-up's schedule (product §4): the setting is read at once and every 30 s; when it says
 * enabled and not yet shown to this browser today, the pop-up is due 3 s later; it waits while the visitor
 * is busy. `onDue` is told
 * when it becomes due. Returns the function that stops the schedule.
 */
export function startPopupSchedule(onDue: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const check = async () => {
    // Once shown on this page, not again on it (the operator's 'test' brings it back on the next page).
    if (wasPopupShownHere() || hasConverted() || !canRememberPopup()) return;
    const due = await popupDueOnServer();
    if (stopped) return;
    if (!due) {
      clearTimeout(timer);
      timer = undefined;
      return;
    }
    // the product's 3 s, then, if the visitor is busy, a look every second until they are idle.
    const showWhenIdle = () => {
      // A visitor who booked, ordered, wrote or signed up in this visit is not asked again in it.
      if (stopped || wasPopupShownHere() || hasConverted()) {
        timer = undefined;
        return;
      }
      if (visitorIsBusy() || Date.now() - lastDialogClosedAt() < AFTER_DIALOG_QUIET_MS) {
        timer = setTimeout(showWhenIdle, IDLE_CHECK_MS);
        return;
      }
      timer = undefined;
      markPopupShown();
      timesDue++;
      for (const listener of listeners) listener();
      onDue();
    };
    timer ??= setTimeout(showWhenIdle, BETA_POPUP_DELAY_MS);
  };
  void check();
  const poll = setInterval(() => void check(), POPUP_SETTINGS_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(poll);
    clearTimeout(timer);
  };
}
