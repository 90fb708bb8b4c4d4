import { lazy, Suspense, useEffect, useState } from 'react';
import {
  BETA_POPUP_DELAY_MS,
  BETA_SIGNUP_HASH,
  POPUP_SETTINGS_PATH,
  POPUP_SETTINGS_POLL_MS,
} from '@shared/beta';
import { markPopupShown, wasPopupShown } from './popup-storage';

// The dialog and its form load only when the pop-up is about to show: public pages stay light.
const BetaSignupDialog = lazy(() => import('./beta-signup-dialog'));

const ADMIN_PREFIX = '/security/admin';
/** Below Tailwind's `sm` the pop-up is a bottom sheet beside the page, not a modal over it. */
const SMALL_SCREEN = '(max-width: 639.98px)';
/** How often a pop-up that is due looks again whether the visitor has become idle. */
const IDLE_CHECK_MS = 1000;

/**
 * The visitor is busy while another dialog is open or a form field (or anything editable) has the focus:
 * the pop-up never interrupts a booking, an order or a message being typed.
 */
function visitorIsBusy(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  return active.matches(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]',
  );
}

/** product §7: a failed read counts as "disabled". Plain fetch: no query library needed for one boolean. */
async function popupEnabled(): Promise<boolean> {
  try {
    const response = await fetch(POPUP_SETTINGS_PATH, { credentials: 'include' });
    if (!response.ok) return false;
    return ((await response.json()) as { enabled?: unknown }).enabled === true;
  } catch {
    return false;
  }
}

/**
 * The beta sign-up pop-up of every public page (product §4): the setting is read at once and every 30 s; when
 * it says enabled, the pop-up appears 3 s later, once per browser, never under /security/admin. It waits
 * while the visitor is busy (another dialog open, a field focused) and on small screens is a bottom sheet.
 */
export function BetaPopup() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [sheet, setSheet] = useState(false);

  useEffect(() => {
    if (window.location.pathname.startsWith(ADMIN_PREFIX)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      // Once shown, polling only asks again if the marker is cleared (the operator's 'test' button).
      if (wasPopupShown()) return;
      const enabled = await popupEnabled();
      if (stopped) return;
      if (!enabled) {
        clearTimeout(timer);
        timer = undefined;
        return;
      }
      // the product's 3 s, then, if the visitor is busy, a look every second until they are idle.
      const showWhenIdle = () => {
        if (stopped || wasPopupShown()) {
          timer = undefined;
          return;
        }
        if (visitorIsBusy()) {
          timer = setTimeout(showWhenIdle, IDLE_CHECK_MS);
          return;
        }
        timer = undefined;
        markPopupShown();
        setSheet(window.matchMedia(SMALL_SCREEN).matches);
        setMounted(true);
        setOpen(true);
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
  }, []);

  // A link to #beta-signup (the beta-benefits call to action) opens the same form at once, whatever the
  // setting; having seen the form, the visitor is not shown the automatic pop-up as well.
  useEffect(() => {
    const openFromLink = () => {
      if (window.location.hash !== BETA_SIGNUP_HASH) return;
      markPopupShown();
      // Asked for by the visitor: the full dialog at every size.
      setSheet(false);
      setMounted(true);
      setOpen(true);
    };
    openFromLink();
    window.addEventListener('hashchange', openFromLink);
    return () => window.removeEventListener('hashchange', openFromLink);
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closed, the fragment goes, so the same link opens the form again.
    if (!next && window.location.hash === BETA_SIGNUP_HASH) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
  };

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <BetaSignupDialog open={open} onOpenChange={onOpenChange} sheet={sheet} />
    </Suspense>
  );
}
