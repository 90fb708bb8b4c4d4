import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_PATH } from '@shared/contracts/dashboard';
import {
  OUTBOX_PATH,
  type OutboxDetails,
  type OutboxListItem,
  type OutboxState,
  type OutboxSummary,
} from '@shared/contracts/outbox';
import type { InboxKind } from '@shared/inbox';
import { toast } from '@web/components/ui/toast-store';
import { apiList, apiRequest, serverMessage, withQuery } from '@web/lib/api';

export type OutboxQuery = {
  state?: string | undefined;
  recipient?: string | undefined;
  relatedKind?: InboxKind;
  relatedId?: string;
  limit: number;
  offset: number;
};

/** While something waits in the queue, look again now and then: the operator sees it go out. */
const QUEUED_REFRESH_MS = 5000;
const hasQueued = (items: { state: OutboxState }[] | undefined) =>
  Boolean(items?.some((item) => item.state === 'queued'));

/**
 * One page of the outbox, with the total of all matches (X-Total-Count). `poll`: false when nothing is
 * being sent (no SMTP), so queued messages will not change by themselves.
 */
export function useOutboxList(query: OutboxQuery, poll = true) {
  return useQuery({
    queryKey: [OUTBOX_PATH, query],
    queryFn: () => apiList<OutboxListItem>(withQuery(OUTBOX_PATH, query)),
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (poll && hasQueued(q.state.data?.items) ? QUEUED_REFRESH_MS : false),
  });
}

export function useOutboxSummary() {
  return useQuery({
    queryKey: [`${OUTBOX_PATH}/summary`],
    queryFn: () => apiRequest<OutboxSummary>('GET', `${OUTBOX_PATH}/summary`),
  });
}

export function useOutboxMessage(id: string | null, poll = true) {
  return useQuery({
    queryKey: [`${OUTBOX_PATH}/${id}`],
    queryFn: () => apiRequest<OutboxDetails>('GET', `${OUTBOX_PATH}/${id}`),
    enabled: id !== null,
    refetchInterval: (q) => (poll && q.state.data?.state === 'queued' ? QUEUED_REFRESH_MS : false),
  });
}

/** Every e-mail sent (or waiting) about one inbox record, newest first. */
export function useRecordEmails(kind: InboxKind, id: string | null) {
  const query = { relatedKind: kind, relatedId: id ?? '', limit: 50, offset: 0 };
  return useQuery({
    queryKey: [OUTBOX_PATH, query],
    queryFn: () => apiList<OutboxListItem>(withQuery(OUTBOX_PATH, query)),
    enabled: id !== null,
    refetchInterval: (q) => (hasQueued(q.state.data?.items) ? QUEUED_REFRESH_MS : false),
  });
}

/** 'Wyślij ponownie': the failed message goes back to the queue; lists, preview and dashboard follow. */
export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<OutboxListItem>('POST', `${OUTBOX_PATH}/${id}/resend`),
    onSuccess: (message) =>
      toast({
        title: 'Wiadomość w kolejce',
        description: `Wiadomość do ${message.recipient} zostanie wysłana ponownie.`,
      }),
    onError: (error) => toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const path = String(queryKey[0]);
          return path === OUTBOX_PATH || path.startsWith(`${OUTBOX_PATH}/`) || path === DASHBOARD_PATH;
        },
      }),
  });
}
