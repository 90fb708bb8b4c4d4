import { useEffect, useState } from 'react';
import type { ListFilters, ListParamName } from './use-list-params';

/** Radix Select has no empty value: this one stands for "no filter" in a list's selects. */
export const ALL = 'all';
/** Typing settles this long before the list is read again with the new text. */
const SEARCH_DELAY_MS = 300;

/**
 * A list's free-text box: what is typed, written to the list's `q` parameter once typing settles. The URL can
 * change underneath (Back, "clear filters"): the box follows it.
 */
export function useSearchText(
  filters: ListFilters,
  onFilter: (name: ListParamName, value: string | undefined) => void,
) {
  const [text, setText] = useState(filters.q ?? '');
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q ?? '');
  }
  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === filters.q) return;
    const timer = setTimeout(() => onFilter('q', wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onFilter]);
  return [text, setText] as const;
}
