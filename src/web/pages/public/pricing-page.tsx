import { pageUrl } from '@web/app/page-head';
import { loadDemoBookingDialog, loadFullOrderDialog, loadSimpleOrderDialog } from '@web/app/public-dialogs';
import type { PublicPageModule } from '@web/app/public-page';
import { DialogLoading } from '@web/components/ui/dialog-loading';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { PricingPageContent } from '@web/features/pricing/pricing-page-content';
import { pricingPageStructuredData } from '@web/features/pricing/structured-data';
import { PublicPageLayout } from '@web/features/site-chrome/public-page-layout';

// Out of the page's first load (zod, react-hook-form); loaded with React once the page is idle (PAGE_DIALOGS),
// else when opened.
const dialog = { fallback: <DialogLoading />, failure: 'floating' } as const;
const FullOrderDialog = lazyWithRetry(loadFullOrderDialog, dialog);
const SimpleOrderDialog = lazyWithRetry(loadSimpleOrderDialog, dialog);
const DemoBookingDialog = lazyWithRetry(loadDemoBookingDialog, dialog);

export const meta: PublicPageModule['meta'] = {
  pl: {
    title: 'Cennik – Strzelnica Cloud',
    description:
      'Ceny systemu dla klubów strzeleckich: pakiety Klub Mały, Średni i Duży, moduły dodatkowe, koszty e-maili ' +
      'i SMS-ów oraz przykładowe konfiguracje. Płacąc rocznie, oszczędzasz 30%.',
  },
  en: {
    title: 'Pricing – Strzelnica Cloud',
    description:
      'Pricing of the shooting club management system: Small, Medium and Large club plans, add-on modules, ' +
      'e-mail and SMS costs and sample configurations. Save 30% with yearly billing.',
  },
};

export const structuredData: PublicPageModule['structuredData'] = (language, site) =>
  pricingPageStructuredData(language, site, pageUrl('/cennik', language, site));

/** /cennik (product §2): the pricing feature's sections, with the order and demo dialogs it opens. */
export default function PricingPage() {
  return (
    <PublicPageLayout>
      <PricingPageContent
        OrderDialog={FullOrderDialog}
        SimpleOrderDialog={SimpleOrderDialog}
        DemoBookingDialog={DemoBookingDialog}
      />
    </PublicPageLayout>
  );
}
