import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/** The list's filters and page, kept in the URL: a reload, a shared link or Back shows the same list. */
export const LIST_PARAM_NAMES = ['q', 'status', 'type', 'priority', 'when', 'source'] as const;
export type ListParamName = (typeof LIST_PARAM_NAMES)[number];
export type ListFilters = Partial<Record<ListParamName, string>>;
export type ListParams = { filters: ListFilters; page: number };

export const PAGE_SIZE = 20;

/**
 * The URL parameter naming the record (or message) whose dialog is open: links from e-mails and from
 * other screens (?open=<id>) land with it open, and a reload keeps it.
 */
export const OPEN_PARAM = 'open';

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const filters: ListFilters = {};
    for (const name of LIST_PARAM_NAMES) {
      const value = search.get(name);
      if (value) filters[name] = value;
    }
    const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
    return { filters, page };
  }, [search]);

  /** A changed filter starts again on page 1; replace, so typing does not flood the history. */
  const setFilter = useCallback(
    (name: ListParamName, value: string | undefined) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const setPage = useCallback(
    (page: number) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setSearch],
  );

  const clearFilters = useCallback(
    () =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const name of [...LIST_PARAM_NAMES, 'page']) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const filtered = Object.keys(params.filters).length > 0;
  return { ...params, filtered, setFilter, setPage, clearFilters };
}
