import { useState, type RefObject } from 'react';
import type { InboxRecord } from '@shared/contracts/inbox';
import { INBOX_CONFIG, type InboxKind } from '@shared/inbox';
import type { RowCursor } from '@web/components/inbox/row-cursor';
import { NOTES_FIELD } from '@web/components/inbox/status-form';
import type { useUpdateStatus } from './api';
import { useInboxShortcuts } from './use-inbox-shortcuts';
import type { useOpenRecord } from './use-open-record';

/**
 * The keyboard's place in an inbox list and its shortcuts: a record of the page shown (another page or filter
 * starts with none), moved with j and k, opened, selected, or given a status by its first letter or number.
 */
export function useInboxCursor({
  kind,
  items,
  screenRef,
  opened,
  selected,
  toggle,
  update,
  modalOpen,
  showHelp,
}: {
  kind: InboxKind;
  items: InboxRecord[];
  screenRef: RefObject<HTMLDivElement | null>;
  opened: ReturnType<typeof useOpenRecord>;
  selected: Set<string>;
  toggle: (id: string, on: boolean) => void;
  update: ReturnType<typeof useUpdateStatus>;
  /** A dialog of the list's own (help, confirmation) is open: the list's keys rest. */
  modalOpen: boolean;
  showHelp: () => void;
}) {
  const statuses = INBOX_CONFIG[kind].statuses;
  const managing = opened.record;
  const dialogOpen = opened.open;
  const [cursorId, setCursorId] = useState<string | null>(null);
  const currentIndex = cursorId ? items.findIndex((item) => item.id === cursorId) : -1;
  const currentItem = currentIndex >= 0 ? items[currentIndex] : undefined;
  const rowElement = (id: string) =>
    screenRef.current?.querySelector<HTMLElement>(`[data-record-id="${CSS.escape(id)}"]`) ?? null;
  const cursorOf = (id: string, index: number): RowCursor => ({
    current: id === currentItem?.id,
    // The list is one stop for Tab (the current row, or the first): the rest is reached with j and k.
    tabIndex: id === currentItem?.id || (!currentItem && index === 0) ? 0 : -1,
    onFocus: () => setCursorId(id),
  });
  const manage = (id: string) => {
    setCursorId(id);
    opened.setOpen(id);
  };
  const [statusPending, setStatusPending] = useState(false);

  useInboxShortcuts({
    modalOpen,
    recordOpen: dialogOpen,
    statusPending,
    move: (step) => {
      if (items.length === 0) return false;
      const index =
        currentIndex < 0
          ? step > 0
            ? 0
            : items.length - 1
          : Math.min(items.length - 1, Math.max(0, currentIndex + step));
      const id = items[index]!.id;
      setCursorId(id);
      rowElement(id)?.focus();
      return true;
    },
    openCurrent: () => {
      if (!currentItem) return false;
      manage(currentItem.id);
      return true;
    },
    toggleCurrent: () => {
      if (!currentItem) return false;
      toggle(currentItem.id, !selected.has(currentItem.id));
      return true;
    },
    startStatus: () => {
      if (!(dialogOpen ? managing : currentItem)) return false;
      setStatusPending(true);
      return true;
    },
    pickStatus: (key) => {
      setStatusPending(false);
      const target = dialogOpen ? managing : currentItem;
      const digit = Number(key);
      const status = /^[1-9]$/.test(key)
        ? statuses[digit - 1]
        : statuses.find((option) => option.label.toLowerCase().startsWith(key.toLowerCase()));
      if (!target || !status || status.value === target.status) return;
      // The notes stay as saved: a change without them would clear them.
      update.mutate({
        id: target.id,
        update: target.adminNotes
          ? { status: status.value, adminNotes: target.adminNotes }
          : { status: status.value },
      });
    },
    cancelStatus: () => setStatusPending(false),
    focusNotes: () => {
      const notes = document.querySelector<HTMLElement>(`[role="dialog"] [${NOTES_FIELD}]`);
      notes?.focus();
      return Boolean(notes);
    },
    focusSearch: () => {
      const search = screenRef.current?.querySelector<HTMLElement>('[role="search"] input');
      search?.focus();
      return Boolean(search);
    },
    leaveSearch: (field) => {
      field.blur();
      const row = rowElement((currentItem ?? items[0])?.id ?? '');
      row?.focus();
    },
    showHelp,
  });

  return { currentItem, currentIndex, cursorOf, manage, statusPending };
}
