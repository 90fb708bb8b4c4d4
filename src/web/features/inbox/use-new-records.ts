import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { inboxPath } from '@shared/contracts/inbox';
import { polishCount } from '@shared/plural';
import type { InboxKind } from '@shared/inbox';
import { holdNewRecords } from '@web/lib/live-updates';

/** Scrolled further than this, the operator is reading the list: new rows would push it away. */
const SCROLLED_PX = 40;

/**
 * The operator's place in a list while records arrive (lib/live-updates.ts): on a later page or scrolled
 * down, new records are counted here rather than read into the list, and `show` brings them: the first
 * page, from the top. Another page or filter (`listKey`) starts the count again.
 */
export function useNewRecords(kind: InboxKind, page: number, listKey: string) {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState({ listKey, count: 0 });
  const place = useRef({ page, listKey });
  place.current = { page, listKey };
  const keepingPlace = useCallback(() => place.current.page > 1 || window.scrollY > SCROLLED_PX, []);

  useEffect(
    () =>
      holdNewRecords(kind, {
        holding: keepingPlace,
        onNew: (change) =>
          setArrived((previous) => {
            const { listKey: current } = place.current;
            return {
              listKey: current,
              count: (previous.listKey === current ? previous.count : 0) + change.count,
            };
          }),
      }),
    [kind, keepingPlace],
  );

  const show = useCallback(() => {
    setArrived({ listKey: place.current.listKey, count: 0 });
    window.scrollTo({ top: 0 });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === inboxPath(kind) && queryKey.length > 1,
    });
  }, [kind, queryClient]);

  return { count: arrived.listKey === listKey ? arrived.count : 0, show, keepingPlace };
}

/** 'N nowych — pokaż' in correct Polish: 1 nowy, 2–4 (22–24…) nowe, otherwise nowych. */
export function newRecordsLabel(count: number): string {
  return `${polishCount(count, 'nowy', 'nowe', 'nowych')} — pokaż`;
}
