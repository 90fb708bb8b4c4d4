/**
 * When a public page's React loads (issue 20). The page arrives complete as server HTML: text, links and
 * the native parts of forms work without JavaScript. React (some 70 KB compressed, and on a phone a few
 * hundred milliseconds of main thread to evaluate and hydrate) is loaded on the first sign that the visitor
 * is about to use the page, the way Angular's and Qwik's "hydrate on interaction" do:
 *   - the visitor points, touches, types, focuses, scrolls or wheels;
 *   - the page is opened (or its fragment changed) to open a dialog: #umow-prezentacje, #beta-signup;
 *   - something that is not the visitor's needs it: the beta pop-up's schedule says it is due.
 * A page that is only read never pays for React; a visitor's first tap starts the load at pointerdown.
 *
 * A click or submit that arrives before React has hydrated would be lost (nothing listens yet, or the wrong
 * thing: a form would submit natively). Such events are held, the default prevented, and replayed on the
 * same elements once the page is hydrated: hydration keeps the server's DOM nodes, so the references hold.
 */

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

/**
 * What a click can mean before hydration: a control whose behaviour is React's. Links are left to the browser
 * (they navigate or scroll to their section as server HTML), so are text fields (typing goes into the DOM,
 * which the uncontrolled forms read when sent).
 */
const CONTROLS =
  'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"]';

type HeldEvent =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export type HydrateOnDemand = {
  /** Loads and hydrates now (idempotent). */
  hydrateNow(): void;
};

/**
 * Arms the triggers. `hydrate` loads React and hydrates the page, and calls `hydrated` once React has taken
 * over the HTML; held events are replayed then.
 */
export function hydrateOnDemand(hydrate: (hydrated: () => void) => Promise<void>): HydrateOnDemand {
  const held: HeldEvent[] = [];
  let started = false;

  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A label's click reaches its control as a second click event: hold the label's only.
    if (!held.some((entry) => entry.kind === 'click' && entry.target.contains(target))) {
      held.push({ kind: 'click', target });
    }
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);

  const replay = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    for (const event of held.splice(0)) {
      if (event.kind === 'click') event.target.click();
      else event.form.requestSubmit(event.submitter);
    }
  };

  const hydrateNow = () => {
    if (started) return;
    started = true;
    document.documentElement.dataset.hydration = 'loading';
    for (const type of INTENT_EVENTS) window.removeEventListener(type, hydrateNow, true);
    window.removeEventListener('hashchange', hydrateNow);
    void hydrate(replay);
  };
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, hydrateNow, { capture: true, passive: true, once: true });
  }
  window.addEventListener('hashchange', hydrateNow);
  // Says the page now listens for intent ('waiting'), then 'loading'; PublicApp marks data-hydrated when done.
  document.documentElement.dataset.hydration = 'waiting';
  return { hydrateNow };
}
