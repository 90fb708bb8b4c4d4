import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Testimonial, TestimonialInput, TestimonialStatusInput } from '@shared/contracts/testimonials';
import { toast } from '@web/components/ui/toast-store';
import { apiList, apiRequest, serverMessage, withQuery } from '@web/lib/api';

/** Every query of this address (the admin's list and the slider's) is refreshed after a change. */
const TESTIMONIALS_PATH = '/api/testimonials';
export const ADMIN_TESTIMONIALS_KEY = [TESTIMONIALS_PATH, 'admin'] as const;

/**
 * The page size the manager asks for: the largest the API allows. Testimonials are a hand-curated few,
 * so one page holds them all and the counters can be counted from it.
 */
const ADMIN_PAGE_SIZE = 500;

export function useAdminTestimonials() {
  return useQuery({
    queryKey: ADMIN_TESTIMONIALS_KEY,
    queryFn: () => apiList<Testimonial>(withQuery(TESTIMONIALS_PATH, { limit: ADMIN_PAGE_SIZE })),
  });
}

/** product §8: any failure is 'Błąd' with the error message (the server's own words when it sent some). */
export function failureToast(error: Error) {
  toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' });
}

function useTestimonialMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<unknown>,
  successTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast({ title: successTitle });
      await queryClient.invalidateQueries({ queryKey: [TESTIMONIALS_PATH] });
    },
    onError: failureToast,
  });
}

export const useCreateTestimonial = () =>
  useTestimonialMutation(
    (body: TestimonialInput) => apiRequest<Testimonial>('POST', TESTIMONIALS_PATH, body),
    'Opinia została dodana pomyślnie!',
  );

export const useUpdateTestimonial = () =>
  useTestimonialMutation(
    ({ id, body }: { id: string; body: TestimonialInput }) =>
      apiRequest<Testimonial>('PUT', `${TESTIMONIALS_PATH}/${id}`, body),
    'Opinia została zaktualizowana!',
  );

/** product §4: the list's button sends the opposite isActive, and nothing else. */
export const useToggleTestimonial = () =>
  useTestimonialMutation(
    ({ id, isActive }: { id: string } & TestimonialStatusInput) =>
      apiRequest<Testimonial>('PUT', `${TESTIMONIALS_PATH}/${id}`, { isActive }),
    'Status opinii został zmieniony!',
  );

export const useDeleteTestimonial = () =>
  useTestimonialMutation(
    (id: string) => apiRequest('DELETE', `${TESTIMONIALS_PATH}/${id}`),
    'Opinia została usunięta!',
  );
