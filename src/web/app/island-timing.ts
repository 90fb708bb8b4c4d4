/**
 * When the islands' work happens (app/load-islands.ts): after the first paint, at the visitor's first input,
 * near the viewport, after the frame that answers a tap. Plain DOM: the page's first script runs it.
 */

/** How long the page waits for its first paint to be reported before loading its first islands anyway. */
const FIRST_PAINT_TIMEOUT_MS = 1000;
/** How far ahead of the viewport a 'visible' island starts loading, so it is ready when the visitor gets there. */
const VISIBLE_AHEAD = '400px 0px';

/**
 * The browser moves a mouse pointer that stands still over the page itself when the layout under it changes
 * (to update hover states): such a move has no movement, and is not the visitor's.
 */
export const fromVisitor = (event: Event) =>
  !(
    event instanceof PointerEvent &&
    event.type === 'pointermove' &&
    event.movementX === 0 &&
    event.movementY === 0
  );

/** The visitor's first input anywhere on the page: what loads the 'input' islands. */
const FIRST_INPUT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
];

/** Gives the browser a turn (a frame, input) between two pieces of work: scheduler.yield where there is one. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `run` in a task of its own after the next frame has been produced. */
export function afterNextFrame(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** A tap's click comes within this of its finger lifting, or the work waiting for it goes ahead. */
const CLICK_AFTER_RELEASE_MS = 100;
let pointersDown = 0;
addEventListener('pointerdown', () => pointersDown++, { capture: true, passive: true });
for (const type of ['pointerup', 'pointercancel'])
  addEventListener(type, () => (pointersDown = Math.max(0, pointersDown - 1)), {
    capture: true,
    passive: true,
  });

/**
 * Runs `run` once the input under way has had its answer drawn: while a finger or button is down, the tap's
 * click (which may open a dialog's frame) comes first, then a frame, then `run`. Starting an island's loading
 * is a long task on a slow phone (its chunks' preload hints, its state): it must not delay that answer.
 */
export function afterInputAnswered(run: () => void) {
  if (pointersDown === 0) return afterNextFrame(run);
  const options = { capture: true, passive: true } as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    removeEventListener('click', go, options);
    removeEventListener('pointercancel', go, options);
    clearTimeout(timer);
    afterNextFrame(run);
  };
  const released = () => {
    removeEventListener('pointerup', released, options);
    timer = setTimeout(go, CLICK_AFTER_RELEASE_MS);
  };
  // The click's handlers (a held tap opens its dialog's frame) run in the same dispatch, before that frame.
  addEventListener('click', go, options);
  addEventListener('pointerup', released, options);
  addEventListener('pointercancel', go, options);
}

/** Runs `run` once, at the first of the visitor's inputs anywhere on the page. */
export function onFirstInput(run: () => void) {
  const options = { capture: true, passive: true } as const;
  const once = (event: Event) => {
    if (!fromVisitor(event)) return;
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, once, options);
    // The input may be a tap whose answer is due: the loading starts after it is drawn.
    afterInputAnswered(run);
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, once, options);
}

/** A container takes no box (`display: contents`): its first element stands for it. */
export function observeVisible<T extends { container: HTMLElement | null }>(
  islands: T[],
  load: (island: T) => void,
) {
  if (islands.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') return islands.forEach(load);
  const byElement = new Map<Element, T>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const island = byElement.get(entry.target);
        if (island) load(island);
      }
    },
    { rootMargin: VISIBLE_AHEAD },
  );
  for (const island of islands) {
    const element = island.container?.firstElementChild;
    if (!element) {
      load(island);
      continue;
    }
    byElement.set(element, island);
    observer.observe(element);
  }
}

/**
 * Once the page has been painted (its first contentful paint), or FIRST_PAINT_TIMEOUT_MS later at the
 * latest: nothing but the entry competes with the first paint for the phone's network and main thread.
 */
export function afterFirstPaint(run: () => void) {
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
