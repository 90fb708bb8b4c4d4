import { BETA_POPUP_SHOWN_KEY } from '@shared/beta';

/**
 * The "already shown" marker (product §4). Where storage is blocked, the pop-up counts as shown: better never
 * than on every page.
 */
export function wasPopupShown(): boolean {
  try {
    return window.localStorage.getItem(BETA_POPUP_SHOWN_KEY) !== null;
  } catch {
    return true;
  }
}

export function markPopupShown() {
  try {
    window.localStorage.setItem(BETA_POPUP_SHOWN_KEY, new Date().toISOString());
  } catch {
    // Nothing to remember it in; wasPopupShown() already answers "shown" here.
  }
}

/** The operator's 'test' button: the pop-up appears again in this browser. */
export function clearPopupShown() {
  try {
    window.localStorage.removeItem(BETA_POPUP_SHOWN_KEY);
  } catch {
    // Storage blocked: there is no marker to clear.
  }
}
