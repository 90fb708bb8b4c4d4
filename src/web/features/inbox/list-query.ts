import { filterNames, statusValues, type InboxKind } from '@shared/inbox';
import { PAGE_SIZE, type ListFilters } from '@web/components/inbox/use-list-params';

/**
 * The URL's filters that this kind understands, with values from its vocabularies: a stale or edited
 * link (?status=bogus, ?type= on contacts) shows the unfiltered list instead of an error.
 */
export function kindFilters(kind: InboxKind, filters: ListFilters): ListFilters {
  const out: ListFilters = {};
  if (filters.q) out.q = filters.q;
  if (filters.status && statusValues(kind).includes(filters.status)) out.status = filters.status;
  for (const name of filterNames(kind)) if (filters[name]) out[name] = filters[name];
  return out;
}

export const pageQuery = (filters: ListFilters, page: number) => ({
  ...filters,
  limit: PAGE_SIZE,
  offset: (page - 1) * PAGE_SIZE,
});
