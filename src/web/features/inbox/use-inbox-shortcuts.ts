import { useEffect, useRef } from 'react';
import { createKeybindingsHandler } from 'tinykeys';
import { useLocation } from 'wouter';
import { ADMIN_HOME_PATH, adminScreenPath } from '@shared/admin-routes';

/** 'g' then a letter: the dashboard and the five inboxes (Polish initials: prezentacje, zamówienia, raporty). */
export const JUMPS = [
  { key: 'd', label: 'Panel główny', path: ADMIN_HOME_PATH },
  { key: 'c', label: 'Kontakty', path: adminScreenPath('contacts') },
  { key: 'p', label: 'Rezerwacje demo (prezentacje)', path: adminScreenPath('demo-bookings') },
  { key: 'z', label: 'Zamówienia', path: adminScreenPath('orders') },
  { key: 'b', label: 'Testy Beta', path: adminScreenPath('beta-tests') },
  { key: 'r', label: 'Raporty błędów', path: adminScreenPath('bug-reports') },
] as const;

/** What the list does for each shortcut; each says whether it acted (then the key is the shortcut's alone). */
export type InboxShortcutActions = {
  /** A modal of the list is open (the shortcuts' list, a confirmation): only its own keys count. */
  modalOpen: boolean;
  /** The record's dialog is open: the list's moves are off, status and note work on the record. */
  recordOpen: boolean;
  /** 's' was pressed: the next key picks the status. */
  statusPending: boolean;
  move(step: 1 | -1): boolean;
  openCurrent(): boolean;
  toggleCurrent(): boolean;
  startStatus(): boolean;
  pickStatus(key: string): void;
  cancelStatus(): void;
  focusNotes(): boolean;
  focusSearch(): boolean;
  /** Esc in the search field: back to the list. */
  leaveSearch(field: HTMLElement): void;
  showHelp(): void;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));
/** An open select's or menu's options take letters for themselves (type-ahead). */
const inPopup = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="listbox"], [role="menu"]') !== null;
/** Enter on a button, link or checkbox is theirs; on a row or on nothing in particular, it opens the row. */
const onControl = (target: EventTarget | null) =>
  target instanceof Element &&
  !target.matches('[data-record-id]') &&
  target.closest('button, a, [role="checkbox"], [role="combobox"], [role="tab"]') !== null;

/**
 * The inbox's keyboard shortcuts, on the window in the capture phase, so a shortcut key reaches neither a
 * focused select's type-ahead nor anything else once it acted. Off while typing in a field (except Esc, which
 * leaves the search), and inside an open select or menu.
 */
export function useInboxShortcuts(actions: InboxShortcutActions) {
  const [, navigate] = useLocation();
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    // A shortcut that acted keeps its key: no character typed into a field it focused, no page scroll.
    const acted = (act: () => boolean | void) => (event: KeyboardEvent) => {
      const a = latest.current;
      if (a.modalOpen) return;
      if (act() === false) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const listOnly = (act: () => boolean) => acted(() => !latest.current.recordOpen && act());
    const bindings: Record<string, (event: KeyboardEvent) => void> = {
      j: listOnly(() => latest.current.move(1)),
      k: listOnly(() => latest.current.move(-1)),
      o: listOnly(() => latest.current.openCurrent()),
      Enter: (event) => {
        if (onControl(event.target)) return;
        listOnly(() => latest.current.openCurrent())(event);
      },
      x: listOnly(() => latest.current.toggleCurrent()),
      '/': listOnly(() => latest.current.focusSearch()),
      s: acted(() => latest.current.startStatus()),
      n: acted(() => latest.current.recordOpen && latest.current.focusNotes()),
      // '?' is Shift+/ on most layouts, a key of its own on some.
      'Shift+?': acted(() => latest.current.showHelp()),
      '?': acted(() => latest.current.showHelp()),
    };
    for (const jump of JUMPS) bindings[`g ${jump.key}`] = acted(() => navigate(jump.path));

    const keys = createKeybindingsHandler(bindings);
    // Holding j or k walks the list; any other key acts once per press.
    const ignored = (event: KeyboardEvent) =>
      (event.repeat && event.key !== 'j' && event.key !== 'k') ||
      isTyping(event.target) ||
      inPopup(event.target);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const a = latest.current;
      if (a.statusPending) {
        if (event.key === 'Shift') return;
        if (isTyping(event.target) || a.modalOpen) return a.cancelStatus();
        event.preventDefault();
        event.stopPropagation();
        if (event.key === 'Escape') a.cancelStatus();
        else a.pickStatus(event.key);
        return;
      }
      if (event.key === 'Escape') {
        // The record's dialog closes on its own Esc; the search field hands the keyboard back to the list.
        if (isTyping(event.target) && (event.target as HTMLElement).closest('[role="search"]')) {
          event.preventDefault();
          a.leaveSearch(event.target as HTMLElement);
        }
        return;
      }
      if (!ignored(event)) keys(event);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [navigate]);
}
