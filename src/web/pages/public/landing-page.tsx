import { lazy, Suspense, useState } from 'react';
import { pageUrl } from '@web/app/page-head';
import type { PublicPageModule } from '@web/app/public-routes';
import { ContactSection } from '@web/features/contact/contact-section';
import { BetaBenefits } from '@web/features/landing/beta-benefits';
import { FeaturesGrid } from '@web/features/landing/features-grid';
import { Hero } from '@web/features/landing/hero';
import { RoadmapSection } from '@web/features/landing/roadmap-section';
import { landingStructuredData } from '@web/features/landing/structured-data';
import { LandingPricingSection } from '@web/features/pricing/landing-pricing-section';
import { PublicPageLayout } from '@web/features/site-chrome/public-page-layout';
import { TestimonialsSection } from '@web/features/testimonials/testimonial-slider';

// Loaded when first opened: its calendar and form code stay out of the page's first load.
const DemoBookingDialog = lazy(() => import('@web/features/demo-booking/demo-booking-dialog'));
const FullOrderDialog = lazy(() => import('@web/features/ordering/full-order-dialog'));

export const meta: PublicPageModule['meta'] = {
  pl: {
    title: 'System do zarządzania klubem strzeleckim – Strzelnica Cloud',
    description:
      'Chmurowy system dla klubów strzeleckich: członkowie i pozwolenia, składki, rejestr pobytów na strzelnicy, ' +
      'magazyn broni i zawody. Umów bezpłatną prezentację.',
  },
  en: {
    title: 'Shooting club management software – Strzelnica Cloud',
    description:
      'Cloud software for shooting clubs: members and permits, fees, the range visit registry, the weapon store ' +
      'and competitions. Book a free demo today.',
  },
};

export const structuredData: PublicPageModule['structuredData'] = (language, site) =>
  landingStructuredData(language, site, pageUrl('/', language, site));

/** The landing page (SPEC §2): a composition of sections; each section lives in its feature. */
export default function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoLoaded, setDemoLoaded] = useState(false);
  const openDemo = () => {
    setDemoLoaded(true);
    setDemoOpen(true);
  };
  return (
    <PublicPageLayout>
      <Hero onBookDemo={openDemo} />
      <FeaturesGrid />
      <LandingPricingSection OrderDialog={FullOrderDialog} />
      <TestimonialsSection />
      <RoadmapSection />
      <BetaBenefits />
      <ContactSection />
      {demoLoaded && (
        <Suspense fallback={null}>
          <DemoBookingDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </PublicPageLayout>
  );
}
