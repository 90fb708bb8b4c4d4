import { loadWithRetry } from '@web/lib/load-with-retry';
import { closeDialogShell, holdEarlyTaps, markHeldPending, replayHeld } from './held-taps';
import type { IslandState } from './island-state';
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
import { createLoadFailureNotice } from './load-failure-notice';

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

const loadRuntime = () => import('./island-runtime');

export type Islands = {
  /** Loads and mounts an island now (idempotent while loading or mounted; after a failure, tries again). */
  load(name: IslandName): void;
};

/** A dialog's chunk ahead of its tap; one that fails is loaded again, and its failure shown, when opened. */
const prefetch = (load: DialogLoader) =>
  void loadWithRetry(load)
    .then((module) => module.prepare?.())
    .catch(() => {});

/** The islands the server rendered, in the page's order. */
function findIslands(): IslandState[] {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap((container) => {
    const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    return isIslandName(name)
      ? [{ name, spec: ISLANDS[name], container, state: 'waiting' as const, held: [] }]
      : [];
  });
}

/** The visitor's intent: pointing at an island, touching it, focusing into it; any key, for all of them. */
function listenForIntent(islands: IslandState[], load: (island: IslandState) => void, loadAll: () => void) {
  for (const island of islands) {
    const options = { capture: true, passive: true } as const;
    const wake = (event: Event) => {
      if (!fromVisitor(event)) return;
      for (const type of INTENT_EVENTS) island.container?.removeEventListener(type, wake, options);
      afterInputAnswered(() => load(island));
    };
    for (const type of INTENT_EVENTS) island.container?.addEventListener(type, wake, options);
  }
  window.addEventListener('keydown', loadAll, { capture: true, passive: true });
}

/** Finds the page's islands and arms what loads each of them. */
export function startIslands(): Islands {
  const root = document.documentElement;
  const islands = findIslands();
  const byName = new Map<IslandName, IslandState>(islands.map((island) => [island.name, island]));
  /** A client-only island (the beta pop-up) gets its container when mounted. */
  const addClientOnly = (name: IslandName) => {
    const island: IslandState = { name, spec: ISLANDS[name], container: null, state: 'waiting', held: [] };
    byName.set(name, island);
    islands.push(island);
    return island;
  };

  const unmounted = (due?: (island: IslandState) => boolean) =>
    islands.filter((island) => island.container && island.state !== 'mounted' && (!due || due(island)));
  const firstScreen = (island: IslandState) => island.spec.when === 'load' || island.spec.when === 'input';

  // Its button tries again every island a visitor tapped (the held taps replay if it works).
  const notice = createLoadFailureNotice(() => {
    for (const island of islands) {
      if (island.held.length === 0) continue;
      markHeldPending(island.held, true);
      load(island);
    }
  });
  const showNotice = () => {
    for (const island of islands) {
      closeDialogShell(island);
      markHeldPending(island.held, false);
    }
    notice.show();
  };

  holdEarlyTaps({
    islandOf: (element) => {
      const container = element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
      return islands.find((island) => island.container === container);
    },
    isInNotice: notice.contains,
    load,
  });

  const mounted = (island: IslandState, after: DialogLoader[] = []) => {
    island.state = 'mounted';
    island.container?.setAttribute(ISLAND_STATE_ATTRIBUTE, 'mounted');
    replayHeld(island);
    if (!islands.some((other) => other.held.length > 0)) notice.hide();
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

  listenForIntent(islands, load, () => unmounted().forEach(load));

  // A page opened (or its fragment changed) to open a dialog: the island that opens it.
  const opened = () => {
    for (const [name, spec] of Object.entries(ISLANDS) as [IslandName, IslandSpec][]) {
      if (!spec.opens?.(window.location.hash)) continue;
      if (!byName.has(name) && spec.when === 'intent') addClientOnly(name);
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
      load(byName.get(name) ?? addClientOnly(name));
    },
  };
}
