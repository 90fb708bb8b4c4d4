import { useEffect, useRef, type RefObject } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { DEFAULT_TOAST_DURATION, dismissToast, useCurrentToast } from './toast-store';

type ToasterProps = { closeLabel?: string; regionLabel?: string; announceLabel?: string };

/** Radix toasts: swipe right to dismiss (threshold 50), F8 focuses the region (product §9). */
export function Toaster({
  closeLabel = 'Zamknij',
  regionLabel = 'Powiadomienia ({hotkey})',
  announceLabel = 'Powiadomienie',
}: ToasterProps) {
  const current = useCurrentToast();
  const viewportRef = useRef<HTMLOListElement>(null);
  useToastInset(viewportRef, current !== null);
  return (
    <ToastPrimitive.Provider
      duration={DEFAULT_TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={announceLabel}
    >
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          duration={current.duration}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          data-toast={current.variant}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            current.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        label={regionLabel}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}

/** The CSS variable that tells dialogs how much of the screen's bottom the toast shown takes. */
export const TOAST_INSET_VARIABLE = '--toast-inset';

/**
 * Keeps `--toast-inset` on the root element at the height the shown toast takes at the bottom of the screen
 * (0 without one). On a phone the toast spans the width, so a dialog's success view and its buttons would
 * sit under it; dialogs shrink and move up by this much instead (dialog.tsx).
 */
function useToastInset(viewportRef: RefObject<HTMLOListElement | null>, shown: boolean) {
  useEffect(() => {
    const root = document.documentElement.style;
    const viewport = viewportRef.current;
    if (!shown || !viewport) {
      root.setProperty(TOAST_INSET_VARIABLE, '0px');
      return;
    }
    const measure = () => root.setProperty(TOAST_INSET_VARIABLE, `${viewport.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      root.setProperty(TOAST_INSET_VARIABLE, '0px');
    };
  }, [viewportRef, shown]);
}
