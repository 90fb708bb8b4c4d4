import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import type { PublicTestimonial } from '@shared/contracts/testimonials';
import { useMessages } from '@web/i18n/language';
import { cn } from '@web/lib/cn';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { testimonialMessages } from './messages';
import { TestimonialLogo } from './testimonial-logo';
import { useCarousel } from './use-carousel';
import { SectionHeading } from '@web/components/ui/section-heading';

// The full story is read by few visitors: its dialog (and Radix Dialog) load only when asked for.
const SuccessStoryDialog = lazyWithRetry(() => import('./success-story-dialog'), { failure: 'floating' });
const loadStoryDialog = () => SuccessStoryDialog.preload().catch(() => {});

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 ' +
  'shadow-sm transition-colors hover:bg-slate-50 hover:text-brand-700 [&_svg]:size-5';

/**
 * The testimonial carousel (APG carousel pattern): one slide at a time, previous/next, a picker per slide,
 * arrow keys, swipe, and auto-advance with a stop button. Loaded by TestimonialsSection when needed.
 */
export default function TestimonialCarousel({ testimonials }: { testimonials: PublicTestimonial[] }) {
  const t = useMessages(testimonialMessages);
  // The story open, and the button that opened it (focus returns there on close).
  const [story, setStory] = useState<{ testimonial: PublicTestimonial; opener: HTMLElement } | null>(null);
  const carousel = useCarousel(testimonials.length, { held: story !== null });
  const trackRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const refocusSlide = useRef(false);
  const total = testimonials.length;
  const { current } = carousel;

  // Arrow keys pressed on a control inside the leaving slide: focus follows to the new slide instead of
  // being lost when the old one turns inert.
  useEffect(() => {
    if (!refocusSlide.current) return;
    refocusSlide.current = false;
    slideRefs.current[current]?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inTrack = trackRef.current?.contains(event.target as Node) ?? false;
    carousel.rootProps.onKeyDown(event);
    if (inTrack && event.defaultPrevented) refocusSlide.current = true;
  };

  return (
    <>
      <section
        id="testimonials"
        aria-roledescription="carousel"
        aria-labelledby="testimonials-title"
        className="bg-slate-50 py-20 sm:py-24"
        {...carousel.rootProps}
        onKeyDown={onKeyDown}
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="testimonials-title"
            eyebrow={t.eyebrow}
            title={t.title}
            description={t.description}
          />

          <div className="mx-auto mt-12 max-w-3xl overflow-hidden rounded-2xl">
            <div
              id="testimonials-slides"
              ref={trackRef}
              aria-live={carousel.advancing ? 'off' : 'polite'}
              className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${carousel.current * 100}%)` }}
            >
              {testimonials.map((testimonial, index) => {
                const isCurrent = index === carousel.current;
                return (
                  <div
                    key={testimonial.id}
                    ref={(element) => {
                      slideRefs.current[index] = element;
                    }}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t.slideLabel(index + 1, total)}
                    aria-hidden={!isCurrent}
                    inert={!isCurrent}
                    tabIndex={-1}
                    className="w-full shrink-0 px-px outline-none"
                  >
                    <TestimonialSlide
                      testimonial={testimonial}
                      onReadStory={(opener) => setStory({ testimonial, opener })}
                    />
                  </div>
                );
              })}
            </div>
          </div>

          {total > 1 && (
            <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
              <button
                type="button"
                className={controlClass}
                aria-controls="testimonials-slides"
                aria-label={t.previous}
                onClick={carousel.previous}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <div role="group" aria-label={t.slidePicker} className="flex flex-wrap justify-center">
                {testimonials.map((testimonial, index) => (
                  <button
                    key={testimonial.id}
                    type="button"
                    aria-controls="testimonials-slides"
                    aria-label={t.goTo(testimonial.clubName)}
                    aria-current={index === carousel.current ? 'true' : undefined}
                    onClick={() => carousel.goTo(index)}
                    className="group flex size-7 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'block size-2.5 rounded-full transition-colors',
                        index === carousel.current ? 'bg-brand-700' : 'bg-slate-500 group-hover:bg-slate-700',
                      )}
                    />
                  </button>
                ))}
              </div>
              <button
                type="button"
                className={controlClass}
                aria-controls="testimonials-slides"
                aria-label={t.next}
                onClick={carousel.next}
              >
                <ChevronRight aria-hidden="true" />
              </button>
              {carousel.canRotate && (
                <button
                  type="button"
                  className={controlClass}
                  aria-label={carousel.rotating ? t.pause : t.play}
                  onClick={carousel.toggleRotation}
                >
                  {carousel.rotating ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                </button>
              )}
            </div>
          )}
        </div>
      </section>
      {/* Outside the section: React events from the portal must not reach the carousel's key and swipe handlers. */}
      {story && (
        <SuccessStoryDialog
          testimonial={story.testimonial}
          open
          returnFocusTo={story.opener}
          onOpenChange={(open) => {
            if (!open) setStory(null);
          }}
        />
      )}
    </>
  );
}

function TestimonialSlide({
  testimonial,
  onReadStory,
}: {
  testimonial: PublicTestimonial;
  onReadStory(opener: HTMLButtonElement): void;
}) {
  const t = useMessages(testimonialMessages);
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <Quote className="size-8 text-brass-500" aria-hidden="true" />
      <blockquote className="mt-4 flex-1 text-lg leading-8 font-medium text-pretty text-slate-900 sm:text-xl sm:leading-9">
        <p>{testimonial.shortTestimonial}</p>
      </blockquote>
      <figcaption className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <TestimonialLogo logoUrl={testimonial.logoUrl} />
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{testimonial.authorName}</p>
            <p className="text-sm break-words text-slate-600">
              {testimonial.authorPosition}, {testimonial.clubName}
            </p>
          </div>
        </div>
        <button
          type="button"
          onClick={(event) => onReadStory(event.currentTarget)}
          onPointerEnter={() => void loadStoryDialog()}
          onFocus={() => void loadStoryDialog()}
          aria-label={t.readStoryOf(testimonial.clubName)}
          className="inline-flex h-10 shrink-0 items-center justify-center gap-1 self-start rounded-md px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline sm:self-auto"
        >
          {t.readStory}
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </figcaption>
    </figure>
  );
}
