import { useEffect, useState } from 'react';
import { BOOK_DEMO_HASH } from '@shared/demo-manage';
import { DialogLoading } from '@web/components/ui/dialog-loading';
import { BookDemoButton } from '@web/features/landing/book-demo-button';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { loadDemoBookingDialog } from '../public-dialogs';

// Not in the island's own chunk: loaded right after the island mounts (`after` in app/islands.ts), else when
// opened.
const DemoBookingDialog = lazyWithRetry(loadDemoBookingDialog, {
  fallback: <DialogLoading />,
  failure: 'floating',
});

/**
 * The landing page's first-screen island: the hero's 'Umów prezentację' and the booking dialog it opens. Its
 * state is here alone: opening the dialog renders this root, nothing else of the page.
 */
export function BookDemo() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  // "Book another time" in an e-mail or on the manage page links here: the booking dialog opens at once.
  useEffect(() => {
    if (window.location.hash === `#${BOOK_DEMO_HASH}`) show();
  }, []);
  return (
    <>
      <BookDemoButton onClick={show} />
      {loaded && <DemoBookingDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}

/** The island's component (app/islands.ts). */
export const island = BookDemo;

/** Loaded once the island is mounted: the dialog its first screen's button opens. */
export const after = [loadDemoBookingDialog];
