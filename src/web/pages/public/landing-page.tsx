import { pageUrl } from '@web/app/page-head';
import { Island } from '@web/app/island';
import { BookDemo } from '@web/app/islands/book-demo';
import { LandingPricingIsland } from '@web/app/islands/landing-pricing';
import { PublicLayout } from '@web/app/public-layout';
import type { PublicPageModule } from '@web/app/public-page';
import { ContactForm } from '@web/features/contact/contact-form';
import { ContactSection } from '@web/features/contact/contact-section';
import { Hero } from '@web/features/landing/hero';
import { StaticIsland } from '@web/components/static-island';
import { DialogShellTemplate } from '@web/components/ui/dialog-shell-template';
import { demoBookingMessages } from '@web/features/demo-booking/messages';
import { useMessages } from '@web/i18n/language';
import { loadWithRetry } from '@web/lib/lazy-with-retry';
import { landingStructuredData } from '@web/features/landing/structured-data';
import { TestimonialsSection } from '@web/features/testimonials/testimonial-slider';

// Sections without interactivity: server HTML. Only Vite's dev server, which renders the whole page in the
// browser, loads their code there.
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

/**
 * The landing page (product §2): a composition of sections; each section lives in its feature. Server HTML
 * with islands (app/islands.ts): the hero's booking button, the pricing calculator, the testimonials, the
 * contact form (and the header's menu and toggle). Each is a React root of its own, loaded on its own.
 */
export default function LandingPage() {
  const booking = useMessages(demoBookingMessages);
  return (
    <PublicLayout>
      <Hero
        bookDemo={
          <>
            <Island name="book-demo" component={BookDemo} />
            <DialogShellTemplate
              island="book-demo"
              title={booking.title}
              description={booking.description}
              closeLabel={booking.close}
              loadingLabel={booking.loadingSlots}
              className="max-w-lg sm:max-w-2xl"
            />
          </>
        }
      />
      <StaticIsland id="features" server={serverSections?.FeaturesGrid} load={loadFeatures} />
      <Island name="landing-pricing" component={LandingPricingIsland} />
      <Island name="testimonials" component={TestimonialsSection} />
      <StaticIsland id="roadmap" server={serverSections?.RoadmapSection} load={loadRoadmap} />
      <StaticIsland id="beta" server={serverSections?.BetaBenefits} load={loadBeta} />
      <ContactSection form={<Island name="contact-form" component={ContactForm} />} />
    </PublicLayout>
  );
}
