import type { ReactNode } from 'react';
import { useMessages } from '@web/i18n/language';
import { SiteFooter } from './site-footer';
import { chromeMessages } from './messages';

/**
 * Every public page: skip link, header, the page's content as <main id="main">, footer. The header (its menu
 * and PL/EN toggle) is an island the page hands in (app/public-layout.tsx); the rest is server HTML.
 */
export function PublicPageLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  const t = useMessages(chromeMessages);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipLink}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
