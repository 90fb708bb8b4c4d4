import type { DialogShell } from './dialog-shell';
import type { IslandName, IslandSpec } from './islands';

/** A click or submit held before its island was there (app/held-taps.ts), replayed once it is. */
export type HeldEvent =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** One island of the page as app/load-islands.ts tracks it. */
export type IslandState = {
  name: IslandName;
  spec: IslandSpec;
  /** Null for a client-only island until it is wanted. */
  container: HTMLElement | null;
  state: 'waiting' | 'loading' | 'mounted';
  held: HeldEvent[];
  /** Its dialog's frame, open while a held tap waits for the island. */
  shell?: DialogShell | null;
};
