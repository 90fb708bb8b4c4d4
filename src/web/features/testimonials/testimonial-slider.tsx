import { useEffect, useRef, useState } from 'react';
import type { PublicTestimonial } from '@shared/contracts/testimonials';
import { useLanguage } from '@web/i18n/language';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { fetchPublicTestimonials } from './public-api';

// Below the fold and not asked for: if it cannot be loaded, the section stays out, as without testimonials.
const TestimonialCarousel = lazyWithRetry(() => import('./testimonial-carousel'), { failure: 'silent' });

/** How far below the viewport the section starts loading, so it is ready before the visitor gets there. */
const LOAD_AHEAD = '800px 0px';

/**
 * The landing page's testimonials. The page's first load carries only this anchor: the data and the
 * carousel's code are fetched once the visitor scrolls toward it, keeping the landing page within its
 * JavaScript budget. Nothing is shown while loading, on failure, or without active testimonials — the
 * section is below the fold, so appearing late moves nothing the visitor is looking at.
 */
export function TestimonialsSection() {
  const { language } = useLanguage();
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [testimonials, setTestimonials] = useState<PublicTestimonial[] | null>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    TestimonialCarousel.preload().catch(() => {});
    fetchPublicTestimonials(controller.signal, language).then(setTestimonials, () => {
      // A failed read leaves the section out; the rest of the page does not depend on it.
    });
    return () => controller.abort();
  }, [near, language]);

  if (!testimonials || testimonials.length === 0) {
    return <div ref={anchor} data-testimonials-anchor="" aria-hidden="true" />;
  }
  return <TestimonialCarousel testimonials={testimonials} />;
}
