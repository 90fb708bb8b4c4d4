import { openDialogShell } from './dialog-shell';
import { afterInputAnswered } from './island-timing';
import type { HeldEvent, IslandState } from './island-state';

/**
 * The taps made before their island is mounted (decision 0007; why, in app/load-islands.ts): held with the
 * default prevented, the tapped control marked as working, and replayed on the same elements once the island
 * is there.
 */

/**
 * What a click can mean before its island is there: a control whose behaviour is React's. Links are left to
 * the browser (they navigate or scroll to their section as server HTML), so are text fields (typing goes into
 * the DOM, which the uncontrolled forms read when sent).
 */
const CONTROLS =
  'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"]';

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

/** Marks (or unmarks) the control of each held tap as working. */
export function markHeldPending(held: HeldEvent[], pending: boolean) {
  for (const event of held) {
    const control = controlOf(event);
    if (control) markPending(control, pending);
  }
}

/** The visitor closed the dialog's frame before the island was there: their taps are not replayed. */
function forget(island: IslandState) {
  island.shell = null;
  markHeldPending(island.held.splice(0), false);
}

/** Takes the island's dialog frame off the page, if one is open. */
export function closeDialogShell(island: IslandState) {
  island.shell?.remove();
  island.shell = null;
}

/** The island is mounted: its held taps happen now, on the elements they were aimed at. */
export function replayHeld(island: IslandState) {
  for (const event of island.held.splice(0)) {
    if (event.kind === 'click') {
      markPending(event.target, false);
      event.target.click();
    } else {
      if (event.submitter) markPending(event.submitter, false);
      event.form.requestSubmit(event.submitter);
    }
  }
}

/**
 * Holds every click and submit aimed at an island that is not mounted yet, and has that island loaded.
 * `isInNotice`: the failure notice's own button, which is plain DOM and works at once.
 */
export function holdEarlyTaps({
  islandOf,
  isInNotice,
  load,
}: {
  islandOf: (element: Element) => IslandState | undefined;
  isInNotice: (element: Element) => boolean;
  load: (island: IslandState) => void;
}) {
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    if (isInNotice(target)) return;
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
}
