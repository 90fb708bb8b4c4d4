import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Spinner } from '@web/components/ui/spinner';

/**
 * A dialog whose code is loaded on first open (the public-page weight budget): `mounted` turns true on the
 * first `show()` and stays true, so the dialog keeps its state and can animate closed.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return { open, setOpen, mounted, show };
}

/** While the dialog's chunk loads, a dimmed screen with a spinner answers the click at once. */
export function LazyDialogBoundary({
  children,
  loadingLabel,
}: {
  children: ReactNode;
  loadingLabel: string;
}) {
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/40">
          <Spinner label={loadingLabel} className="rounded-full bg-white p-3 shadow-lg" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
