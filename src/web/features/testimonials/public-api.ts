import { useQuery } from '@tanstack/react-query';
import type { PublicTestimonial } from '@shared/contracts/testimonials';

/** Its own key: the admin's list of the same address holds a different shape. */
export const PUBLIC_TESTIMONIALS_KEY = ['/api/testimonials', 'public'] as const;

type ListedTestimonial = PublicTestimonial & { isActive?: boolean };

/**
 * The slider's data, fetched in the browser: public pages are rendered once at server start, so they hold
 * no testimonials. Plain fetch and no zod here, to keep the landing page light. A signed-in admin gets
 * every testimonial from the same address, so the inactive ones are dropped: the slider shows what
 * visitors see. A failure simply leaves the section out.
 */
export function usePublicTestimonials() {
  return useQuery({
    queryKey: PUBLIC_TESTIMONIALS_KEY,
    queryFn: async ({ signal }): Promise<PublicTestimonial[]> => {
      const response = await fetch('/api/testimonials', { credentials: 'include', signal });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const items = (await response.json()) as ListedTestimonial[];
      return items.filter((item) => item.isActive !== false);
    },
  });
}
