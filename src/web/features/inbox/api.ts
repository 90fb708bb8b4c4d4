import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  inboxPath,
  type InboxItems,
  type InboxSummary,
  type StatusByFilter,
  type StatusChange,
  type StatusUpdate,
} from '@shared/contracts/inbox';
import { DASHBOARD_PATH } from '@shared/contracts/dashboard';
import { INBOX_CONFIG, INBOX_KINDS, type InboxKind } from '@shared/inbox';
import { toast } from '@web/components/ui/toast-store';
import type { ListFilters } from '@web/components/inbox/use-list-params';
import { apiList, apiRequest, serverMessage, withQuery } from '@web/lib/api';

type ListQuery = ListFilters & { limit: number; offset: number };

/**
 * One page of a kind's list, with the total of all matches (X-Total-Count). While `keepingPlace` says the
 * operator is reading further down, regaining the window's focus does not read the page again (new rows
 * would push it away); the live updates offer them instead (use-new-records.ts).
 */
export function useInboxList<K extends InboxKind>(
  kind: K,
  query: ListQuery,
  keepingPlace: () => boolean = () => false,
) {
  return useQuery({
    queryKey: [inboxPath(kind), query],
    queryFn: () => apiList<InboxItems[K]>(withQuery(inboxPath(kind), query)),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: (previous) => previous,
    refetchOnWindowFocus: () => !keepingPlace(),
  });
}

const inboxSummaryQuery = (kind: InboxKind) => ({
  queryKey: [`${inboxPath(kind)}/summary`],
  queryFn: () => apiRequest<InboxSummary>('GET', `${inboxPath(kind)}/summary`),
});

export function useInboxSummary(kind: InboxKind) {
  return useQuery(inboxSummaryQuery(kind));
}

/**
 * How many records of all inboxes wait in their first status (new, pending, open): the tab's title counts
 * them. The same queries as the navigation's counts, so the live updates that refresh one refresh both.
 */
export function useNewRecordsTotal(): number {
  return useQueries({
    queries: INBOX_KINDS.map(inboxSummaryQuery),
    combine: (results) =>
      results.reduce(
        (total, result, index) =>
          total + (result.data?.byStatus[INBOX_CONFIG[INBOX_KINDS[index]!].defaultStatus] ?? 0),
        0,
      ),
  });
}

/** One record by id: the `?open=<id>` link of an operator e-mail opens it without paging to it. */
export function useInboxRecord<K extends InboxKind>(kind: K, id: string | null) {
  return useQuery({
    queryKey: [`${inboxPath(kind)}/${id}`],
    queryFn: () => apiRequest<InboxItems[K]>('GET', `${inboxPath(kind)}/${id}`),
    enabled: id !== null,
    // A link to a record that is gone answers 404 at once: no retries before saying so.
    retry: false,
  });
}

export function useStatusHistory(kind: InboxKind, id: string | null) {
  return useQuery({
    queryKey: [`${inboxPath(kind)}/${id}/history`],
    queryFn: () => apiRequest<StatusChange[]>('GET', `${inboxPath(kind)}/${id}/history`),
    enabled: id !== null,
  });
}

export const exportUrl = (kind: InboxKind, filters: ListFilters) =>
  withQuery(`${inboxPath(kind)}/export.csv`, filters);

/** After a change: the kind's lists, summary and histories, and the dashboard's counts (product §7). */
function refetchAfterChange(queryClient: QueryClient, kind: InboxKind) {
  const base = inboxPath(kind);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = String(queryKey[0]);
      return path === base || path.startsWith(`${base}/`) || path === DASHBOARD_PATH;
    },
  });
}

export type StatusToasts = {
  /** The success toast: product §8 words it per screen and kind. */
  success: { title: string; description?: string };
};

export function useUpdateStatus(kind: InboxKind, toasts: StatusToasts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: StatusUpdate }) =>
      apiRequest<InboxItems[InboxKind]>('PUT', `${inboxPath(kind)}/${id}/status`, update),
    onSuccess: () => toast(toasts.success),
    onError: (error) => toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => refetchAfterChange(queryClient, kind),
  });
}

export function useBulkStatus(kind: InboxKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; status: string }) =>
      apiRequest<{ updated: number }>('PUT', `${inboxPath(kind)}/status`, body),
    onSuccess: ({ updated }) =>
      toast({
        title: 'Status zaktualizowany',
        description: `Zmieniono status zaznaczonych rekordów: ${updated}.`,
      }),
    onError: (error) => toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => refetchAfterChange(queryClient, kind),
  });
}

/**
 * 'Zaznacz wszystkie N pasujące': `count` asks the server how many records the filter matches now (a dry
 * run), `apply` changes them all, naming the count the operator confirmed.
 */
export function useStatusByFilter(kind: InboxKind) {
  const queryClient = useQueryClient();
  const path = `${inboxPath(kind)}/status-by-filter`;
  const count = useMutation({
    mutationFn: (body: Omit<StatusByFilter, 'dryRun' | 'expectedCount'>) =>
      apiRequest<{ matching: number }>('PUT', path, { ...body, dryRun: true }),
    onError: (error) => toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' }),
  });
  const apply = useMutation({
    mutationFn: (body: StatusByFilter) => apiRequest<{ updated: number }>('PUT', path, body),
    onSuccess: ({ updated }) =>
      toast({
        title: 'Status zaktualizowany',
        description: `Zmieniono status pasujących rekordów: ${updated}.`,
      }),
    onError: (error) => toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => refetchAfterChange(queryClient, kind),
  });
  return { count, apply };
}
