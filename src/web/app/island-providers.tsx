import type { ReactNode } from 'react';
import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import type { SiteContent } from '@shared/site-content';
import { LanguageProvider } from '@web/i18n/language';
import { SiteConfigProvider } from '@web/lib/site-config';
import { SiteContentProvider } from '@web/lib/site-content';
import { PageDataProvider } from './page-data';

export type IslandContext = {
  language: Language;
  site: SiteConfig;
  /** The operator-edited texts, the same on the server and in the browser (embedded JSON). */
  content: SiteContent;
  /** A dynamic page's data (see DYNAMIC_PAGES), the same on the server and in the browser. */
  pageData: unknown;
};

/**
 * What every public React tree is given: the whole page's on the server, each island's in the browser. They
 * render no DOM, so an island's server HTML is exactly its component's.
 */
export function IslandProviders({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <SiteConfigProvider value={context.site}>
      <SiteContentProvider value={context.content}>
        <LanguageProvider initial={context.language}>
          <PageDataProvider value={context.pageData}>{children}</PageDataProvider>
        </LanguageProvider>
      </SiteContentProvider>
    </SiteConfigProvider>
  );
}
