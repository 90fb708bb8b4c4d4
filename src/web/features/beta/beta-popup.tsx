import { useEffect, useState, useSyncExternalStore } from 'react';
import { BETA_SIGNUP_HASH } from '@shared/beta';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import { popupDue } from './popup-schedule';
import { markPopupShown } from './popup-marker';

// The dialog and its form load only when the pop-up is about to show: public pages stay light.
const BetaSignupDialog = lazyWithRetry(() => import('./beta-signup-dialog'), { failure: 'floating' });

/** Below Tailwind's `sm` the pop-up is a bottom sheet beside the page, not a modal over it. */
const SMALL_SCREEN = '(max-width: 639.98px)';

/**
 * The beta sign-up pop-up of every public page (product §4). When it is due is the schedule's (popup-schedule.ts:
 * 3 s after the setting says enabled, once a day per browser, never while the visitor is busy); this shows it, as a
 * bottom sheet on small screens, and opens the same form from a #beta-signup link.
 */
export function BetaPopup() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [sheet, setSheet] = useState(false);
  // The server renders no pop-up (0); in the browser the schedule's count says how often it became due.
  const timesDue = useSyncExternalStore(popupDue.subscribe, popupDue.get, () => 0);
  const [timesShown, setTimesShown] = useState(0);
  if (timesDue !== timesShown) {
    setTimesShown(timesDue);
    setSheet(window.matchMedia(SMALL_SCREEN).matches);
    setMounted(true);
    setOpen(true);
  }

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

  // Back closes it. Closed, the fragment goes, once the history is back where the form was
  // opened, so the same link opens the form again.
  useCloseOnBack(
    open,
    () => setOpen(false),
    () => {
      if (window.location.hash === BETA_SIGNUP_HASH) {
        history.replaceState(history.state, '', window.location.pathname + window.location.search);
      }
    },
  );
  const onOpenChange = (next: boolean) => setOpen(next);

  if (!mounted) return null;
  return <BetaSignupDialog open={open} onOpenChange={onOpenChange} sheet={sheet} />;
}
