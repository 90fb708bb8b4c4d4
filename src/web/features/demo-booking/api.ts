import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoBookingCreated, DemoBookingInput, Slot, SlotAvailability } from '@shared/contracts/demo';
import { dayBounds, type CalendarDay } from '@shared/slot-rules';
import { apiRequest, sendPublicForm, withQuery } from '@web/lib/api';
import { useLanguage } from '@web/i18n/language';

export const PUBLIC_SLOTS_KEY = '/api/slots';

/**
 * The chosen day's slots (product §7: start and end are that day's 00:00:00.000 and 23:59:59.999, here in the
 * business zone). Nothing is asked before a day is chosen. Availability changes under the visitor's eyes,
 * so a day shown again is read again (staleTime 0); still no refetch on focus, no polling, no retry.
 */
export function useDaySlots(day: CalendarDay | null, timeZone: string) {
  const bounds = day ? dayBounds(day, timeZone) : null;
  const start = bounds?.start.toISOString();
  const end = bounds?.end.toISOString();
  return useQuery({
    queryKey: [PUBLIC_SLOTS_KEY, start, end],
    queryFn: () => apiRequest<Slot[]>('GET', withQuery(PUBLIC_SLOTS_KEY, { start, end })),
    enabled: bounds !== null,
    staleTime: 0,
  });
}

/** YYYY-MM of a calendar month. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The shown month's days with a free time and the first free time of all: the calendar disables
 * the other days and opens on the first free one. Under the slots key, so a booking refreshes it too.
 */
export function useMonthAvailability(month: string) {
  return useQuery({
    queryKey: [PUBLIC_SLOTS_KEY, 'availability', month],
    queryFn: () =>
      apiRequest<SlotAvailability>('GET', withQuery(`${PUBLIC_SLOTS_KEY}/availability`, { month })),
    staleTime: 0,
  });
}

/** Slots a visitor may still take: free, not yet started, earliest first (product §5). */
export function freeSlots(slots: Slot[], now: Date = new Date()): Slot[] {
  return slots
    .filter((slot) => !slot.isBooked && Date.parse(slot.datetime) > now.getTime())
    .sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
}

export function useBookDemo() {
  const queryClient = useQueryClient();
  // The page's language names the booking's (its e-mails, its manage link): a page opened with ?lang=en
  // keeps no cookie, so the call says it (its refusals too), as the order's does.
  const { language } = useLanguage();
  return useMutation({
    mutationFn: ({ body, submissionKey }: { body: DemoBookingInput; submissionKey: string }) =>
      sendPublicForm<DemoBookingCreated>('/api/demo-booking', language, body, submissionKey),
    // Booked or refused, the lists of free times are no longer to be trusted.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PUBLIC_SLOTS_KEY] }),
  });
}
