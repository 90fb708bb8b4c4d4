import { DialogLoading } from '@web/components/ui/dialog-loading';
import { LandingPricingSection } from '@web/features/pricing/landing-pricing-section';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { loadFullOrderDialog } from '../public-dialogs';

const FullOrderDialog = lazyWithRetry(loadFullOrderDialog, {
  fallback: <DialogLoading />,
  failure: 'floating',
});

/** The landing page's pricing calculator and the order dialog it opens. */
export function LandingPricingIsland() {
  return <LandingPricingSection OrderDialog={FullOrderDialog} />;
}

/** The island's component (app/islands.ts). */
export const island = LandingPricingIsland;
