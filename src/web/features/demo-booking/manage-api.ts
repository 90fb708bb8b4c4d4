import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedDemo } from '@shared/contracts/demo-manage';
import { demoManageApiPath } from '@shared/demo-manage';
import { apiRequest } from '@web/lib/api';
import { PUBLIC_SLOTS_KEY } from './api';

/** Moves the booking to another free slot; the day lists are read again whatever the answer. */
export function useRescheduleDemo(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectedSlot: string) =>
      apiRequest<ManagedDemo>('POST', `${demoManageApiPath(token)}/reschedule`, { selectedSlot }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PUBLIC_SLOTS_KEY] }),
  });
}

export function useCancelDemo(token: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<ManagedDemo>('POST', `${demoManageApiPath(token)}/cancel`, reason ? { reason } : {}),
  });
}
