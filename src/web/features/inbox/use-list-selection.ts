import { useState } from 'react';

/**
 * The records selected on the inbox screen. Selection belongs to the list on screen (`listKey`: its filters
 * and page): another page or filter starts with none selected. `allMatching`: every record the filter
 * matches, not only this page ('Zaznacz wszystkie N pasujące').
 */
export function useListSelection(listKey: string) {
  const [selection, setSelection] = useState<{ key: string; ids: Set<string>; allMatching: boolean }>({
    key: listKey,
    ids: new Set(),
    allMatching: false,
  });
  const current = selection.key === listKey ? selection : null;
  const selected = current?.ids ?? new Set<string>();
  const allMatching = current?.allMatching ?? false;
  const select = (ids: Set<string>) => setSelection({ key: listKey, ids, allMatching: false });
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    select(next);
  };
  const selectAllMatching = () => setSelection({ key: listKey, ids: selected, allMatching: true });
  return { selected, allMatching, select, toggle, selectAllMatching };
}
