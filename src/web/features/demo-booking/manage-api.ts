import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedDemo } from '@shared/contracts/demo-manage';
import { demoManageApiPath } from '@shared/demo-manage';
import { sendFailureMessage, sendFailureOf } from '@web/components/public-form/send-failure';
import type { Language } from '@shared/language';
import { apiRequest, PUBLIC_WRITE_TIMEOUT_MS, serverMessage } from '@web/lib/api';
import { PUBLIC_SLOTS_KEY } from './api';

/** Moves the booking to another free slot; the day lists are read again whatever the answer. */
export function useRescheduleDemo(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectedSlot: string) =>
      apiRequest<ManagedDemo>(
        'POST',
        `${demoManageApiPath(token)}/reschedule`,
        { selectedSlot },
        { timeoutMs: PUBLIC_WRITE_TIMEOUT_MS },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PUBLIC_SLOTS_KEY] }),
  });
}

export function useCancelDemo(token: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<ManagedDemo>('POST', `${demoManageApiPath(token)}/cancel`, reason ? { reason } : {}, {
        timeoutMs: PUBLIC_WRITE_TIMEOUT_MS,
      }),
  });
}

/** A refusal's own words (in the page's language), or what a failure to reach the server means. */
export function failureText(error: Error, language: Language): string {
  const failure = sendFailureOf(error);
  if (failure) return sendFailureMessage(language, failure, 'change');
  return serverMessage(error);
}
