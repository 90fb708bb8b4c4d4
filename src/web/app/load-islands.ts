import { loadWithRetry } from '@web/lib/load-with-retry';
import { openDialogShell, type DialogShell } from './dialog-shell';
import {
  afterFirstPaint,
  afterInputAnswered,
  fromVisitor,
  observeVisible,
  onFirstInput,
  yieldToBrowser,
} from './island-timing';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLANDS,
  isIslandName,
  type IslandName,
  type DialogLoader,
  type IslandSpec,
} from './islands';

/**
 * When each island of a public page loads and mounts (decision 0007; the table is app/islands.ts). The page
 * arrives complete as server HTML: text, links and the native parts of forms work without JavaScript, and
 * nothing but the small entry loads until the visitor does something. Each island's code then loads on its
 * own, as its row says ('load' right after the first paint, 'input' at the visitor's first input anywhere,
 * 'visible' near the viewport from then on, 'intent'), and at once when the visitor points at it, touches it
 * or moves the focus into it. A key press anywhere loads every island: the keyboard can reach any of them. A
 * page opened (or its fragment changed) to open a dialog loads the island that opens it.
 *
 * A click or submit in an island that is not mounted yet would be lost (nothing listens yet, or the wrong
 * thing: a form would submit natively). Such events are held, the default prevented, and replayed on the
 * same elements once that island is mounted: hydration keeps the server's DOM nodes, so the references hold.
 * The tapped control shows at once that it is working (aria-busy and a spinner drawn by the stylesheet,
 * `[data-tap-pending]`), in plain DOM; an island with a dialog frame (app/dialog-shell.ts) opens it at once.
 * A click outside every island is the browser's: nothing there is React's.
 *
 * If an island's code cannot be loaded (the network is gone), the page stays readable as it is; a visitor who
 * tapped is told so, in the page's language, with a button that tries again (the held taps replay if it works).
 *
 * The page says where it is on <html>: data-hydration 'waiting' (listening), 'loading', 'failed';
 * data-hydrated="true" once its first screen's islands ('load' and 'input') are mounted;
 * data-islands="mounted" once every island on it is.
 */

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'focusin'];
/**
 * What a click can mean before its island is there: a control whose behaviour is React's. Links are left to
 * the browser (they navigate or scroll to their section as server HTML), so are text fields (typing goes into
 * the DOM, which the uncontrolled forms read when sent).
 */
const CONTROLS =
  'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"]';

const loadRuntime = () => import('./island-runtime');

type HeldEvent =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

type IslandState = {
  name: IslandName;
  spec: IslandSpec;
  /** Null for a client-only island until it is wanted. */
  container: HTMLElement | null;
  state: 'waiting' | 'loading' | 'mounted';
  held: HeldEvent[];
  /** Its dialog's frame, open while a held tap waits for the island. */
  shell?: DialogShell | null;
};

export type Islands = {
  /** Loads and mounts an island now (idempotent while loading or mounted; after a failure, tries again). */
  load(name: IslandName): void;
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

const controlOf = (event: HeldEvent) => (event.kind === 'click' ? event.target : event.submitter);

/** A dialog's chunk ahead of its tap; one that fails is loaded again, and its failure shown, when opened. */
const prefetch = (load: DialogLoader) =>
  void loadWithRetry(load)
    .then((module) => module.prepare?.())
    .catch(() => {});

/** Finds the page's islands and arms what loads each of them. */
export function startIslands(): Islands {
  const root = document.documentElement;
  const islands: IslandState[] = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap(
    (container) => {
      const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
      return isIslandName(name)
        ? [{ name, spec: ISLANDS[name], container, state: 'waiting' as const, held: [] }]
        : [];
    },
  );
  const byName = new Map<IslandName, IslandState>(islands.map((island) => [island.name, island]));
  let notice: HTMLElement | null = null;

  const unmounted = (due?: (island: IslandState) => boolean) =>
    islands.filter((island) => island.container && island.state !== 'mounted' && (!due || due(island)));
  const firstScreen = (island: IslandState) => island.spec.when === 'load' || island.spec.when === 'input';

  const islandOf = (element: Element) => {
    const container = element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    return islands.find((island) => island.container === container);
  };

  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    if (notice?.contains(target)) return;
    const island = islandOf(target);
    if (!island || island.state === 'mounted') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A label's click reaches its control as a second click event: hold the label's only.
    if (!island.held.some((entry) => entry.kind === 'click' && entry.target.contains(target))) {
      island.held.push({ kind: 'click', target });
      markPending(target, true);
      island.shell ??= openDialogShell(island.name, () => forget(island));
    }
    // After the frame that answers the tap: starting the island's loading is work of its own.
    afterInputAnswered(() => load(island));
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    const island = islandOf(event.target);
    if (!island || island.state === 'mounted') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    island.held.push({ kind: 'submit', form: event.target, submitter: event.submitter });
    if (event.submitter instanceof HTMLElement) markPending(event.submitter, true);
    load(island);
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);

  /** The visitor closed the dialog's frame before the island was there: their taps are not replayed. */
  const forget = (island: IslandState) => {
    island.shell = null;
    for (const event of island.held.splice(0)) {
      const control = controlOf(event);
      if (control) markPending(control, false);
    }
  };
  const closeShell = (island: IslandState) => {
    island.shell?.remove();
    island.shell = null;
  };

  const replay = (island: IslandState) => {
    for (const event of island.held.splice(0)) {
      if (event.kind === 'click') {
        markPending(event.target, false);
        event.target.click();
      } else {
        if (event.submitter) markPending(event.submitter, false);
        event.form.requestSubmit(event.submitter);
      }
    }
  };

  const mounted = (island: IslandState, after: DialogLoader[] = []) => {
    island.state = 'mounted';
    island.container?.setAttribute(ISLAND_STATE_ATTRIBUTE, 'mounted');
    replay(island);
    if (!islands.some((other) => other.held.length > 0)) {
      notice?.remove();
      notice = null;
    }
    after.forEach(prefetch);
    if (unmounted(firstScreen).length === 0) root.dataset.hydrated = 'true';
    if (unmounted().length === 0) root.dataset.islands = 'mounted';
    if (!islands.some((other) => other.state === 'loading')) root.dataset.hydration = 'done';
  };

  const failed = (island: IslandState, error: unknown) => {
    console.error(error);
    island.state = 'waiting';
    island.container?.removeAttribute(ISLAND_STATE_ATTRIBUTE);
    root.dataset.hydration = 'failed';
    // A load nobody was waiting for fails quietly; the next sign of intent tries again.
    if (island.held.length > 0) showNotice();
  };

  function load(island: IslandState) {
    if (island.state !== 'waiting') return;
    island.state = 'loading';
    root.dataset.hydration = 'loading';
    island.container?.setAttribute(ISLAND_STATE_ATTRIBUTE, 'loading');
    Promise.all([loadWithRetry(loadRuntime), loadWithRetry(island.spec.load)])
      .then(async ([runtime, module]) => {
        // One island per task: the browser gets a turn (the visitor's input, a frame) in between.
        await yieldToBrowser();
        island.container ??= runtime.clientContainer(island.name);
        await runtime.mountIsland(island.container, island.name, module.island, () =>
          mounted(island, module.after),
        );
      })
      .catch((error: unknown) => failed(island, error));
  }

  /** Plain DOM: the island's code is what could not be loaded. */
  const showNotice = () => {
    for (const island of islands) {
      closeShell(island);
      for (const event of island.held) {
        const control = controlOf(event);
        if (control) markPending(control, false);
      }
    }
    if (notice) return;
    const text = root.lang === 'en' ? FAILURE_TEXT.en : FAILURE_TEXT.pl;
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
      for (const island of islands) {
        if (island.held.length === 0) continue;
        for (const event of island.held) {
          const control = controlOf(event);
          if (control) markPending(control, true);
        }
        load(island);
      }
    });
    notice.append(message, retry);
    document.body.append(notice);
  };

  // The visitor's intent: pointing at an island, touching it, focusing into it; any key, for all of them.
  for (const island of islands) {
    const options = { capture: true, passive: true } as const;
    const wake = (event: Event) => {
      if (!fromVisitor(event)) return;
      for (const type of INTENT_EVENTS) island.container?.removeEventListener(type, wake, options);
      afterInputAnswered(() => load(island));
    };
    for (const type of INTENT_EVENTS) island.container?.addEventListener(type, wake, options);
  }
  window.addEventListener('keydown', () => unmounted().forEach(load), { capture: true, passive: true });

  // A page opened (or its fragment changed) to open a dialog: the island that opens it.
  const opened = () => {
    for (const [name, spec] of Object.entries(ISLANDS) as [IslandName, IslandSpec][]) {
      if (!spec.opens?.(window.location.hash)) continue;
      if (!byName.has(name) && spec.when === 'intent') {
        // A client-only island (the beta pop-up) gets its container when mounted.
        const island: IslandState = { name, spec, container: null, state: 'waiting', held: [] };
        byName.set(name, island);
        islands.push(island);
      }
      const island = byName.get(name);
      if (island) load(island);
    }
  };
  opened();
  window.addEventListener('hashchange', opened);

  // Without input: 'load' right after the first paint. At the visitor's first input anywhere: 'input', then
  // 'visible' as each comes near the viewport.
  afterFirstPaint(() => islands.filter((island) => island.spec.when === 'load').forEach(load));
  onFirstInput(() => {
    islands.filter((island) => island.spec.when === 'input').forEach(load);
    observeVisible(
      islands.filter((island) => island.spec.when === 'visible'),
      load,
    );
  });
  if (islands.length === 0) root.dataset.hydrated = 'true';
  if (islands.length === 0) root.dataset.islands = 'mounted';

  root.dataset.hydration = 'waiting';
  return {
    load(name) {
      let island = byName.get(name);
      if (!island) {
        island = { name, spec: ISLANDS[name], container: null, state: 'waiting', held: [] };
        byName.set(name, island);
        islands.push(island);
      }
      load(island);
    },
  };
}
