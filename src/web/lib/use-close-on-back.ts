import { useEffect, useRef } from 'react';

const KEY = 'dialog';

/**
 * The browser's Back closes an open dialog instead of leaving the page with what was typed in it
 * (on a phone Back is the way out of a full-screen dialog). While `open`, the page has a history entry of its
 * own (same address); Back takes it off and `close` runs. Closed another way (its X, Escape, a success), the
 * dialog takes its entry off itself, so Back then leaves the page as before. `afterClose` runs once the
 * history is back where the dialog was opened, whichever way it closed.
 */
export function useCloseOnBack(open: boolean, close: () => void, afterClose?: () => void) {
  const callbacks = useRef({ close, afterClose });
  useEffect(() => {
    callbacks.current = { close, afterClose };
  });

  useEffect(() => {
    if (!open) return;
    const id = Math.random().toString(36).slice(2);
    const ours = () => (history.state as Record<string, unknown> | null)?.[KEY] === id;
    history.pushState({ ...(history.state as object | null), [KEY]: id }, '');
    let closedByBack = false;
    const onPopState = () => {
      if (ours()) return;
      closedByBack = true;
      callbacks.current.close();
      callbacks.current.afterClose?.();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (closedByBack) return;
      if (!ours()) {
        callbacks.current.afterClose?.();
        return;
      }
      const returned = () => callbacks.current.afterClose?.();
      window.addEventListener('popstate', returned, { once: true });
      history.back();
    };
  }, [open]);
}
