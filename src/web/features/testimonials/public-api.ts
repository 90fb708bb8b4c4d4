import type { PublicTestimonial } from '@shared/contracts/testimonials';
import type { Language } from '@shared/language';

type ListedTestimonial = PublicTestimonial & { isActive?: boolean; language?: string };

/**
 * The slider's data, fetched in the browser: public pages are rendered once at server start, so they hold
 * no testimonials. Plain fetch, no zod and no query library, to keep the landing page light. A signed-in
 * admin gets every testimonial from the same address, so inactive ones are dropped: the slider shows what
 * visitors see.
 */
export async function fetchPublicTestimonials(
  signal: AbortSignal,
  language: Language,
): Promise<PublicTestimonial[]> {
  // The page's language, named: the server gives each site its own testimonials.
  const response = await fetch(`/api/testimonials?lang=${language}`, { credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const items = (await response.json()) as ListedTestimonial[];
  return items.filter(
    (item) =>
      item.isActive !== false &&
      (item.language === undefined || item.language === 'both' || item.language === language),
  );
}
