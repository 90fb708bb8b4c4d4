/**
 * When a public page's React loads. The page arrives complete as server HTML: text, links
 * and the native parts of forms work without JavaScript, and nothing but the small entry loads before the
 * first paint. React (some 70 KB compressed, and on a phone a few hundred milliseconds of main thread to
 * evaluate and hydrate) then loads on whichever comes first:
 *   - the page has been painted (its first contentful paint):
 *     React is ready before the visitor's first tap, which on a phone's network would otherwise wait seconds
 *     for it (Astro's `client:idle` and Qwik's prefetch do the like). Hydration runs as a
 *     transition, yielding to the browser every few milliseconds, so reading and scrolling are not held up;
 *   - the visitor points, touches, types, focuses, scrolls or wheels before that;
 *   - the page is opened (or its fragment changed) to open a dialog: #umow-prezentacje, #beta-signup;
 *   - something that is not the visitor's needs it: the beta pop-up's schedule says it is due.
 *
 * A click or submit that arrives before React has hydrated would be lost (nothing listens yet, or the wrong
 * thing: a form would submit natively). Such events are held, the default prevented, and replayed on the
 * same elements once the page is hydrated: hydration keeps the server's DOM nodes, so the references hold.
 * The tapped control shows at once that it is working (aria-busy and a spinner drawn by the stylesheet,
 * `[data-tap-pending]`), in plain DOM, without waiting for React.
 *
 * If React cannot be loaded (the network is gone), the page stays readable as it is; a visitor who tapped
 * is told so, in the page's language, with a button that tries again (the held taps replay if it works).
 */

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

/**
 * What a click can mean before hydration: a control whose behaviour is React's. Links are left to the browser
 * (they navigate or scroll to their section as server HTML), so are text fields (typing goes into the DOM,
 * which the uncontrolled forms read when sent).
 */
const CONTROLS =
  'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"]';

/** How long the page waits for its first paint to be reported before loading React anyway. */
const FIRST_PAINT_TIMEOUT_MS = 1000;

type HeldEvent =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export type HydrateOnDemand = {
  /** Loads and hydrates now (idempotent while loading or done; after a failure, tries again). */
  hydrateNow(): void;
};

const FAILURE_TEXT = {
  pl: {
    message:
      'Nie udało się wczytać interaktywnej części strony. Sprawdź połączenie z internetem i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  en: {
    message:
      'The interactive part of the page could not be loaded. Check your internet connection and try again.',
    retry: 'Try again',
  },
};

/** Marks a held control as working (or no longer), for the visitor and for assistive technology. */
function markPending(element: HTMLElement, pending: boolean) {
  const control = element.matches('label') ? ((element as HTMLLabelElement).control ?? element) : element;
  if (pending) {
    control.setAttribute('aria-busy', 'true');
    control.setAttribute('data-tap-pending', '');
  } else {
    control.removeAttribute('aria-busy');
    control.removeAttribute('data-tap-pending');
  }
}

/**
 * Arms the triggers. `hydrate` loads React and hydrates the page, and calls `hydrated` once React has taken
 * over the HTML; held events are replayed then. A rejected `hydrate` (after its own retry) re-arms them.
 */
export function hydrateOnDemand(hydrate: (hydrated: () => void) => Promise<void>): HydrateOnDemand {
  const held: HeldEvent[] = [];
  let state: 'waiting' | 'loading' | 'done' = 'waiting';
  let notice: HTMLElement | null = null;

  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    if (notice?.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A label's click reaches its control as a second click event: hold the label's only.
    if (!held.some((entry) => entry.kind === 'click' && entry.target.contains(target))) {
      held.push({ kind: 'click', target });
      markPending(target, true);
    }
    hydrateNow();
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter });
    if (event.submitter instanceof HTMLElement) markPending(event.submitter, true);
    hydrateNow();
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);

  const replay = () => {
    state = 'done';
    notice?.remove();
    notice = null;
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    for (const event of held.splice(0)) {
      if (event.kind === 'click') {
        markPending(event.target, false);
        event.target.click();
      } else {
        if (event.submitter) markPending(event.submitter, false);
        event.form.requestSubmit(event.submitter);
      }
    }
  };

  const arm = () => {
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, hydrateNow, { capture: true, passive: true, once: true });
    }
    window.addEventListener('hashchange', hydrateNow);
  };
  const disarm = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, hydrateNow, true);
    window.removeEventListener('hashchange', hydrateNow);
  };

  const failed = (error: unknown) => {
    console.error(error);
    state = 'waiting';
    document.documentElement.dataset.hydration = 'failed';
    // A load nobody was waiting for (the idle one) fails quietly; the next sign of intent tries again.
    arm();
    if (held.length > 0) showNotice();
  };

  /** Plain DOM: React is what could not be loaded. */
  const showNotice = () => {
    for (const event of held) {
      const control = event.kind === 'click' ? event.target : event.submitter;
      if (control) markPending(control, false);
    }
    if (notice) return;
    const text = document.documentElement.lang === 'en' ? FAILURE_TEXT.en : FAILURE_TEXT.pl;
    notice = document.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.dataset.loadFailure = '';
    notice.className =
      'fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 shadow-lg';
    const message = document.createElement('p');
    message.className = 'min-w-0 flex-1 basis-56';
    message.textContent = text.message;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'rounded-md bg-red-800 px-3 py-2 font-medium text-white hover:bg-red-900';
    retry.textContent = text.retry;
    retry.addEventListener('click', () => {
      notice?.remove();
      notice = null;
      for (const event of held) {
        const control = event.kind === 'click' ? event.target : event.submitter;
        if (control) markPending(control, true);
      }
      hydrateNow();
    });
    notice.append(message, retry);
    document.body.append(notice);
  };

  function hydrateNow() {
    if (state !== 'waiting') return;
    state = 'loading';
    document.documentElement.dataset.hydration = 'loading';
    disarm();
    hydrate(replay).catch(failed);
  }

  arm();
  afterFirstPaint(hydrateNow);
  // Says the page now listens for intent ('waiting'), then 'loading'; PublicApp marks data-hydrated when done.
  document.documentElement.dataset.hydration = 'waiting';
  return { hydrateNow };
}

/**
 * Once the page has been painted (its first contentful paint), or FIRST_PAINT_TIMEOUT_MS later at the
 * latest. Not later than that (after the load event, at an idle moment): on a phone's network the page's own
 * scripts then started downloading only once the page had loaded, and a tap soon after the page appeared
 * waited for all of them. The downloads now belong to the page's load; what runs on the main
 * thread (hydration) runs as a transition, in slices.
 */
function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  let observer: PerformanceObserver | undefined;
  const timer = setTimeout(once, FIRST_PAINT_TIMEOUT_MS);
  if (painted()) return once();
  try {
    observer = new PerformanceObserver(() => {
      if (painted()) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timeout decides.
  }
}
