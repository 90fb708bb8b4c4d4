import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  demoRecordPath,
  type CalendarFeedState,
  type DemoRecordResult,
  type DemoRecordUpdate,
  type UpcomingDemo,
} from '@shared/contracts/demo-manage';
import { DASHBOARD_PATH } from '@shared/contracts/dashboard';
import { inboxPath } from '@shared/contracts/inbox';
import { CALENDAR_FEED_PATH, UPCOMING_DEMOS_PATH } from '@shared/demo-manage';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, serverMessage } from '@web/lib/api';

/** 'Najbliższe prezentacje': read again on every visit of the screen (the day changes under the operator). */
export function useUpcomingDemos() {
  return useQuery({
    queryKey: [UPCOMING_DEMOS_PATH],
    queryFn: () => apiRequest<UpcomingDemo[]>('GET', UPCOMING_DEMOS_PATH),
    staleTime: 0,
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: [CALENDAR_FEED_PATH],
    queryFn: () => apiRequest<CalendarFeedState>('GET', CALENDAR_FEED_PATH),
  });
}

const failed = (error: Error) =>
  toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' });

/** Creates (or replaces) the operator's feed address; the answer is the only time it is shown. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedState>('POST', CALENDAR_FEED_PATH),
    onSuccess: (state) => {
      queryClient.setQueryData([CALENDAR_FEED_PATH], { ...state, url: null });
      toast({
        title: 'Adres kalendarza utworzony',
        description: 'Skopiuj go teraz: później nie będzie widoczny.',
      });
    },
    onError: failed,
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedState>('DELETE', CALENDAR_FEED_PATH),
    onSuccess: (state) => {
      queryClient.setQueryData([CALENDAR_FEED_PATH], state);
      toast({ title: 'Adres kalendarza unieważniony' });
    },
    onError: failed,
  });
}

const SAVED_MAIL: Record<NonNullable<DemoRecordResult['mailed']>, string> = {
  status: 'Odwiedzający dostał jeden e-mail o zmianie, z zaktualizowanym zaproszeniem.',
  'meeting-link': 'Odwiedzający dostał e-mail z linkiem i zaktualizowanym zaproszeniem.',
};

/** The demo's one dialog: status, notes, link and no-show saved together; the inbox lists read it again. */
export function useSaveDemoRecord(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: DemoRecordUpdate) =>
      apiRequest<DemoRecordResult>('PUT', demoRecordPath(bookingId), update),
    onSuccess: ({ mailed }) =>
      toast({ title: 'Rezerwacja zapisana', description: mailed ? SAVED_MAIL[mailed] : undefined }),
    onError: failed,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const path = String(queryKey[0]);
          // The dashboard's show-up rate follows the no-show flag.
          return (
            path.startsWith(inboxPath('demo-bookings')) ||
            path === UPCOMING_DEMOS_PATH ||
            path === DASHBOARD_PATH
          );
        },
      }),
  });
}
