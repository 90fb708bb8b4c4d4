import { useEffect, useRef, useState } from 'react';

/** How long a record that arrived live stays highlighted in the list. */
export const ARRIVED_HIGHLIGHT_MS = 6_000;

/**
 * The records that came into the shown list while the operator was looking at it (a new lead read in by the
 * live updates), highlighted for a few seconds so the eye finds them. The first read of a list, another page
 * or another filter (`listKey`) highlights nothing; `ready` is false while the list is loading or showing the
 * previous page's rows as a placeholder.
 */
export function useArrivedRecords(
  ids: readonly string[],
  listKey: string,
  ready: boolean,
): ReadonlySet<string> {
  const seen = useRef<{ listKey: string; ids: Set<string> } | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const joined = ids.join('\n');

  useEffect(() => {
    if (!ready) return;
    const shown = joined ? joined.split('\n') : [];
    if (seen.current?.listKey !== listKey) {
      seen.current = { listKey, ids: new Set(shown) };
      setArrived(new Set());
      return;
    }
    const known = seen.current.ids;
    const fresh = shown.filter((id) => !known.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) known.add(id);
    setArrived(new Set(fresh));
    const timer = setTimeout(() => setArrived(new Set()), ARRIVED_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [joined, listKey, ready]);

  return arrived;
}
