import { DIALOG_SHELL_ATTRIBUTE, type IslandName } from './islands';

/**
 * A dialog's frame answering a tap before its island is there (decision 0007): the page's first script is a
 * few KB without React, and React with the dialog's code is more than a phone on a mobile network fetches
 * in the 100 ms a tap should take. The frame is the dialog's own outside (title, description, close button,
 * the same box) from the server's `<template data-dialog-shell>`, put on the page with plain DOM; it says the
 * rest is loading, and the island's dialog replaces it as soon as React has drawn it (the first other
 * `[role="dialog"]` added to the page), or a message that it could not be loaded does. Escape, the close button or a tap beside it closes it, and the tap it
 * answered is then not replayed: the visitor changed their mind.
 */
/** What takes the frame's place: the island's dialog, or the message that its code could not be loaded. */
const REPLACEMENT = '[role="dialog"], [role="alert"]';

export type DialogShell = {
  /** Takes the frame off the page (the island's dialog is there, or its code could not be loaded). */
  remove(): void;
};

/** Opens the island's dialog frame; `onClosed` runs when the visitor closes it before the dialog is there. */
export function openDialogShell(name: IslandName, onClosed: () => void): DialogShell | null {
  const template = document.querySelector<HTMLTemplateElement>(
    `template[${DIALOG_SHELL_ATTRIBUTE}="${name}"]`,
  );
  if (!template) return null;
  const frame = template.content.firstElementChild?.cloneNode(true);
  if (!(frame instanceof HTMLElement)) return null;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  let replaced: MutationObserver | null = null;
  const remove = () => {
    replaced?.disconnect();
    frame.remove();
    document.removeEventListener('keydown', closeOnEscape, true);
  };
  const close = () => {
    remove();
    opener?.focus();
    onClosed();
  };
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  }
  frame.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The dim screen around the box, or its close button.
    if (target === frame || target?.closest('[data-dialog-shell-close]')) close();
  });
  document.addEventListener('keydown', closeOnEscape, true);

  // The island's dialog, once React has added it: the frame goes in the same task, so no moment shows both.
  replaced = new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    const dialog = added.some(
      (node) =>
        node instanceof Element &&
        !frame.contains(node) &&
        (node.matches(REPLACEMENT) || node.querySelector(REPLACEMENT) !== null),
    );
    if (dialog) remove();
  });
  replaced.observe(document.body, { childList: true, subtree: true });

  document.body.append(frame);
  // Focus asks for the page's layout at once: it waits for the frame that shows the dialog.
  requestAnimationFrame(() =>
    setTimeout(() => frame.querySelector<HTMLElement>('[data-dialog-shell-close]')?.focus(), 0),
  );
  return { remove };
}
