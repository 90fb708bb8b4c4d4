import type { ReactNode } from 'react';
import { Cloud, ExternalLink, ShieldCheck, Smartphone } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { heroMessages } from './hero-messages';
import { ProductPreview } from './product-preview';

/**
 * The first screen of the landing page: what the product is, and the two ways to see it. Server HTML; its
 * 'book a demo' button is an island of its own (`bookDemo`, the page's), the only part of it that is React's.
 */
export function Hero({ bookDemo }: { bookDemo: ReactNode }) {
  const t = useMessages(heroMessages);
  const { demoSiteUrl } = useSiteConfig();
  const badges = [
    { icon: ShieldCheck, label: t.gdpr },
    { icon: Cloud, label: t.cloud },
    { icon: Smartphone, label: t.mobile },
  ];
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-900 text-white">
      {/* Decorative glow: a radial gradient, so the first paint needs no image and no blur filter (a blur
          this large is the most expensive thing a phone without a GPU path paints: a third of the page's
          main-thread work in Lighthouse). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-56 right-[-14rem] size-[44rem] bg-[radial-gradient(closest-side,rgb(30_79_216/0.3),rgb(30_79_216/0.12)_60%,transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brass-300 uppercase">{t.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]"
          >
            {t.title}
          </h1>
          <p className="mt-5 text-xl font-medium text-brass-300">{t.subtitle}</p>
          <p className="mt-4 max-w-xl text-base leading-7 text-slate-200 sm:text-lg sm:leading-8">
            {t.description}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {bookDemo}
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <a href={demoSiteUrl} target="_blank" rel="noopener">
                {t.liveDemo}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">{t.newTab}</span>
              </a>
            </Button>
          </div>
          <ul aria-label={t.badgesLabel} className="mt-10 flex flex-wrap gap-3">
            {badges.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/5 px-3 py-1.5 text-sm text-slate-100"
              >
                <Icon className="size-4 text-brass-300" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <ProductPreview />
      </div>
    </section>
  );
}
