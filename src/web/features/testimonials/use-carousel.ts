import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';

/** Long enough to read a short testimonial twice (WCAG 2.2.2 also asks for a way to stop it: see `toggleRotation`). */
export const AUTO_ADVANCE_MS = 7000;
/** Horizontal travel that counts as a swipe, as for toasts (product §9). */
const SWIPE_THRESHOLD_PX = 50;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // No rotation in server HTML; the browser decides after hydration.
    () => true,
  );

/**
 * The slider's state: the current slide, arrows and swipe, and auto-advance that waits while the pointer
 * is over it, focus is inside it, something is `held` (the story dialog is open), the visitor stopped it,
 * or the system asks for reduced motion — then it is off altogether.
 */
export function useCarousel(count: number, { held = false } = {}) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && !stopped;
  const advancing = rotating && !hovered && !focused && !held;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const previous = useCallback(() => goTo(current - 1), [current, goTo]);
  const next = useCallback(() => goTo(current + 1), [current, goTo]);

  // A timeout per slide rather than an interval: any move, by hand or by timer, restarts the wait.
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => goTo(current + 1), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, current, goTo]);

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (count < 2 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') previous();
      else next();
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch || count < 2) return;
      const dx = touch.clientX - start.x;
      // Mostly sideways and far enough: a swipe, not a scroll of the page.
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
      if (dx < 0) next();
      else previous();
    },
  };

  return {
    current,
    goTo,
    previous,
    next,
    /** Whether auto-advance is on at all (a pause button makes sense). */
    canRotate,
    rotating,
    /** Slides are moving on their own right now: screen readers should not hear every move. */
    advancing,
    toggleRotation: () => setStopped((value) => !value),
    rootProps,
  };
}
