import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOOKED_COUNT_HEADER,
  type AdminSlot,
  type BulkSlotsRequest,
  type BulkSlotsResult,
  type DeleteDaySlotsResult,
  type Slot,
} from '@shared/contracts/demo';
import { UPCOMING_DEMOS_PATH } from '@shared/demo-manage';
import { toast } from '@web/components/ui/toast-store';
import { apiList, apiRequest, ApiRequestError, withQuery } from '@web/lib/api';

const ADMIN_SLOTS_PATH = '/api/admin/slots';
export const ADMIN_SLOTS_KEY = [ADMIN_SLOTS_PATH] as const;

/**
 * The largest page the API gives. Eleven slots a weekday make about 2,900 a year; the list puts coming
 * slots first, so what the operator works with is always on this page, and the counts cover all slots.
 */
export const ADMIN_SLOTS_PAGE_SIZE = 500;

export type AdminSlotList = { slots: AdminSlot[]; total: number; booked: number; available: number };

export function useAdminSlots() {
  return useQuery({
    queryKey: ADMIN_SLOTS_KEY,
    queryFn: async (): Promise<AdminSlotList> => {
      const page = await apiList<AdminSlot>(withQuery(ADMIN_SLOTS_PATH, { limit: ADMIN_SLOTS_PAGE_SIZE }));
      const booked = Number(page.headers.get(BOOKED_COUNT_HEADER) ?? 0);
      return { slots: page.items, total: page.total, booked, available: page.total - booked };
    },
  });
}

/** product §8 slot toasts; the list is read again after every change (product §4). */
export function useCreateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datetime: string) => apiRequest<Slot>('POST', ADMIN_SLOTS_PATH, { datetime }),
    onSuccess: () => toast({ title: 'Slot utworzony', description: 'Nowy slot został dodany do kalendarza' }),
    onError: () =>
      toast({ title: 'Błąd', description: 'Nie udało się utworzyć slotu', variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SLOTS_KEY }),
  });
}

/** With `notify`, the visitor who booked the slot gets a cancellation e-mail with a link to book again. */
export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notify = false }: { id: string; notify?: boolean }) =>
      apiRequest<Slot>(
        'DELETE',
        withQuery(`${ADMIN_SLOTS_PATH}/${id}`, { notify: notify ? 'true' : undefined }),
      ),
    onSuccess: (_slot, { notify }) =>
      toast({
        title: 'Slot usunięty',
        ...(notify
          ? { description: 'Odwiedzający dostanie e-mail z odwołaniem i linkiem do nowego terminu.' }
          : {}),
      }),
    onError: () =>
      toast({ title: 'Błąd', description: 'Nie udało się usunąć slotu', variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_SLOTS_KEY }),
        queryClient.invalidateQueries({ queryKey: [UPCOMING_DEMOS_PATH] }),
      ]),
  });
}

const BULK_PATH = `${ADMIN_SLOTS_PATH}/bulk`;

/** The preview of a weekly availability: the server counts with the same rules it creates with. */
export function useBulkSlotsPreview(request: Omit<BulkSlotsRequest, 'dryRun'> | null) {
  return useQuery({
    queryKey: [BULK_PATH, request],
    queryFn: () => apiRequest<BulkSlotsResult>('POST', BULK_PATH, { ...request, dryRun: true }),
    enabled: request !== null,
    placeholderData: (previous) => previous,
  });
}

export function useCreateBulkSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<BulkSlotsRequest, 'dryRun'>) =>
      apiRequest<BulkSlotsResult>('POST', BULK_PATH, request),
    onSuccess: ({ created }) =>
      toast({ title: 'Sloty utworzone', description: `Dodano slotów do kalendarza: ${created}.` }),
    onError: (error) =>
      toast({
        title: 'Błąd',
        description: error instanceof ApiRequestError ? error.serverMessage : 'Nie udało się utworzyć slotów',
        variant: 'destructive',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === ADMIN_SLOTS_PATH || queryKey[0] === BULK_PATH,
      }),
  });
}

/** A day's free slots go at once; booked ones stay. */
export function useDeleteFreeSlotsOfDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      apiRequest<DeleteDaySlotsResult>('DELETE', withQuery(ADMIN_SLOTS_PATH, { date })),
    onSuccess: ({ deleted, kept }) =>
      toast({
        title: 'Wolne sloty usunięte',
        description: `Usunięto: ${deleted}.${kept > 0 ? ` Zarezerwowane zostały: ${kept}.` : ''}`,
      }),
    onError: (error) =>
      toast({
        title: 'Błąd',
        description: error instanceof ApiRequestError ? error.serverMessage : 'Nie udało się usunąć slotów',
        variant: 'destructive',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === ADMIN_SLOTS_PATH || queryKey[0] === BULK_PATH,
      }),
  });
}
