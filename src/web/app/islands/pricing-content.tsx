import { DialogLoading } from '@web/components/ui/dialog-loading';
import { PricingPageContent } from '@web/features/pricing/pricing-page-content';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { loadDemoBookingDialog, loadFullOrderDialog, loadSimpleOrderDialog } from '../public-dialogs';

// Out of the island's first load (zod, react-hook-form): the quick order's dialog right after it mounts
// (`after` in app/islands.ts), the others when opened.
const dialog = { fallback: <DialogLoading />, failure: 'floating' } as const;
const FullOrderDialog = lazyWithRetry(loadFullOrderDialog, dialog);
const SimpleOrderDialog = lazyWithRetry(loadSimpleOrderDialog, dialog);
const DemoBookingDialog = lazyWithRetry(loadDemoBookingDialog, dialog);

/**
 * /cennik's content: one island, since nearly all of it follows the period toggle (plans, modules, samples)
 * and its buttons open the order and demo dialogs.
 */
export function PricingPageIsland() {
  return (
    <PricingPageContent
      OrderDialog={FullOrderDialog}
      SimpleOrderDialog={SimpleOrderDialog}
      DemoBookingDialog={DemoBookingDialog}
    />
  );
}

/** The island's component (app/islands.ts). */
export const island = PricingPageIsland;

/** Loaded once the island is mounted: the dialog its first screen's button opens. */
export const after = [loadSimpleOrderDialog];
