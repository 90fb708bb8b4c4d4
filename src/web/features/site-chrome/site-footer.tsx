import type { ReactNode } from 'react';
import { useMessages } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { Logo } from './site-header';
import { chromeMessages } from './messages';
import { PRICING_PAGE_PATH, sectionHref } from './nav-links';

const linkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

/** The public footer: product and support links, legal pages, and the seller's details from configuration. */
export function SiteFooter() {
  const t = useMessages(chromeMessages);
  const { company } = useSiteConfig();
  const phoneHref = `tel:${company.phone.replace(/[^\d+]/g, '')}`;
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <div className="col-span-2">
          <Logo className="text-white" />
          <p className="mt-4 max-w-sm text-sm leading-6">{t.footerTagline}</p>
        </div>
        <Column title={t.footerProduct}>
          <li>
            <a className={linkClass} href={sectionHref('features')}>
              {t.features}
            </a>
          </li>
          <li>
            <a className={linkClass} href={PRICING_PAGE_PATH}>
              {t.pricing}
            </a>
          </li>
          <li>
            <a className={linkClass} href={sectionHref('roadmap')}>
              {t.roadmap}
            </a>
          </li>
        </Column>
        <Column title={t.footerSupport}>
          <li>
            <a className={linkClass} href={sectionHref('contact')}>
              {t.contact}
            </a>
          </li>
          {/* Documentation and FAQ do not exist yet (product §2: placeholders): shown, but not as dead links. */}
          <li>
            <span className="text-slate-300">
              {t.documentation} <span className="text-xs text-slate-400">{t.soon}</span>
            </span>
          </li>
          <li>
            <span className="text-slate-300">
              {t.faq} <span className="text-xs text-slate-400">{t.soon}</span>
            </span>
          </li>
        </Column>
        <Column title={t.footerLegal}>
          <li>
            <a className={linkClass} href="/regulamin">
              {t.terms}
            </a>
          </li>
          <li>
            <a className={linkClass} href="/polityka-prywatnosci">
              {t.privacy}
            </a>
          </li>
        </Column>
      </div>
      <div className="border-t border-white/10">
        <address className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm not-italic sm:px-6 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6">
          <span className="font-semibold text-white">{company.name}</span>
          <span>
            {t.taxId}: {company.taxId}
          </span>
          <span>
            {t.phone}:{' '}
            <a className={linkClass} href={phoneHref}>
              {company.phone}
            </a>
          </span>
          <span>
            {t.email}:{' '}
            <a className={linkClass} href={`mailto:${company.email}`}>
              {company.email}
            </a>
          </span>
          {/* The year comes from the render at server start; a new year may differ by hydration time. */}
          <span className="text-slate-400 lg:ml-auto" suppressHydrationWarning>
            © {new Date().getFullYear()} {company.name}. {t.rights}
          </span>
        </address>
      </div>
    </footer>
  );
}
