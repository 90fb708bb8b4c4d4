import { Suspense, useEffect, useState } from 'react';
import { BOOK_DEMO_HASH } from '@shared/demo-manage';
import { pageUrl } from '@web/app/page-head';
import { loadDemoBookingDialog, loadFullOrderDialog } from '@web/app/public-dialogs';
import type { PublicPageModule } from '@web/app/public-page';
import { ContactSection } from '@web/features/contact/contact-section';
import { Hero } from '@web/features/landing/hero';
import { StaticIsland } from '@web/components/static-island';
import { DialogLoading } from '@web/components/ui/dialog-loading';
import { lazyWithRetry, loadWithRetry } from '@web/lib/lazy-with-retry';
import { landingStructuredData } from '@web/features/landing/structured-data';
import { LandingPricingSection } from '@web/features/pricing/landing-pricing-section';
import { PublicPageLayout } from '@web/features/site-chrome/public-page-layout';
import { TestimonialsSection } from '@web/features/testimonials/testimonial-slider';

// Out of the page's first load; loaded with React once the page is idle (PAGE_DIALOGS), else when opened.
const DemoBookingDialog = lazyWithRetry(loadDemoBookingDialog, {
  fallback: <DialogLoading />,
  failure: 'floating',
});
const FullOrderDialog = lazyWithRetry(loadFullOrderDialog, {
  fallback: <DialogLoading />,
  failure: 'floating',
});

// Sections without interactivity: server HTML, their code loaded in the browser only after the PL/EN toggle.
const importSections = () => import('@web/features/landing/static-sections');
const loadSections = () => loadWithRetry(importSections);
const serverSections = import.meta.env.SSR ? await importSections() : null;
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
  return (
    <PublicPageLayout>
      <HeroWithBooking />
      {/*
        Below the first screen, each section hydrates on its own (a Suspense boundary): React takes over the
        first screen first, so a tap on the hero that came before React is answered without waiting for the
        whole page (selective hydration). A tap on a section not yet hydrated hydrates it first.
      */}
      <Suspense>
        <StaticIsland id="features" server={serverSections?.FeaturesGrid} load={loadFeatures} />
      </Suspense>
      <Suspense>
        <LandingPricingSection OrderDialog={FullOrderDialog} />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <StaticIsland id="roadmap" server={serverSections?.RoadmapSection} load={loadRoadmap} />
        <StaticIsland id="beta" server={serverSections?.BetaBenefits} load={loadBeta} />
      </Suspense>
      <Suspense>
        <ContactSection />
      </Suspense>
    </PublicPageLayout>
  );
}

/**
 * The hero and the booking dialog its button opens. The dialog's state lives here, not in the page: opening
 * it re-renders the hero alone, not every section of the page (on a phone, most of a tap's answer).
 */
function HeroWithBooking() {
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
    <>
      <Hero onBookDemo={openDemo} />
      {demoLoaded && <DemoBookingDialog open={demoOpen} onOpenChange={setDemoOpen} />}
    </>
  );
}
