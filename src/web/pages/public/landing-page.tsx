import { lazy, Suspense, useEffect, useState } from 'react';
import { BOOK_DEMO_HASH } from '@shared/demo-manage';
import { pageUrl } from '@web/app/page-head';
import type { PublicPageModule } from '@web/app/public-page';
import { ContactSection } from '@web/features/contact/contact-section';
import { Hero } from '@web/features/landing/hero';
import { StaticIsland } from '@web/components/static-island';
import { landingStructuredData } from '@web/features/landing/structured-data';
import { LandingPricingSection } from '@web/features/pricing/landing-pricing-section';
import { PublicPageLayout } from '@web/features/site-chrome/public-page-layout';
import { TestimonialsSection } from '@web/features/testimonials/testimonial-slider';

// Loaded when first opened: its calendar and form code stay out of the page's first load.
const DemoBookingDialog = lazy(() => import('@web/features/demo-booking/demo-booking-dialog'));
const FullOrderDialog = lazy(() => import('@web/features/ordering/full-order-dialog'));

// Sections without interactivity: server HTML, their code loaded in the browser only after the PL/EN toggle.
const loadSections = () => import('@web/features/landing/static-sections');
const serverSections = import.meta.env.SSR ? await loadSections() : null;
const loadFeatures = () => loadSections().then((m) => m.FeaturesGrid);
const loadRoadmap = () => loadSections().then((m) => m.RoadmapSection);
const loadBeta = () => loadSections().then((m) => m.BetaBenefits);

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

// Only the server renders JSON-LD: in the browser bundle this is undefined and its code is dropped.
export const structuredData: PublicPageModule['structuredData'] = import.meta.env.SSR
  ? (language, site) => landingStructuredData(language, site, pageUrl('/', language, site))
  : undefined;

/** The landing page (product §2): a composition of sections; each section lives in its feature. */
export default function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoLoaded, setDemoLoaded] = useState(false);
  const openDemo = () => {
    setDemoLoaded(true);
    setDemoOpen(true);
  };
  // "Book another time" in an e-mail or on the manage page links here: the booking dialog opens at once.
  useEffect(() => {
    if (window.location.hash === `#${BOOK_DEMO_HASH}`) {
      setDemoLoaded(true);
      setDemoOpen(true);
    }
  }, []);
  return (
    <PublicPageLayout>
      <Hero onBookDemo={openDemo} />
      <StaticIsland id="features" server={serverSections?.FeaturesGrid} load={loadFeatures} />
      <LandingPricingSection OrderDialog={FullOrderDialog} />
      <TestimonialsSection />
      <StaticIsland id="roadmap" server={serverSections?.RoadmapSection} load={loadRoadmap} />
      <StaticIsland id="beta" server={serverSections?.BetaBenefits} load={loadBeta} />
      <ContactSection />
      {demoLoaded && (
        <Suspense fallback={null}>
          <DemoBookingDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </PublicPageLayout>
  );
}
