import type { ComponentType, ReactNode } from 'react';
import type { SiteConfig } from '@shared/contracts/site';
import type { SiteContent } from '@shared/site-content';
import type { Language } from '@shared/language';
import { IslandProviders } from './island-providers';

type PublicAppProps = {
  Page: ComponentType;
  language: Language;
  site: SiteConfig;
  /** The operator-edited texts, the same on the server and in the browser (embedded JSON). */
  content: SiteContent;
  /** A dynamic page's data (see DYNAMIC_PAGES), the same on the server and in the browser. */
  pageData?: unknown;
  /** Under Vite's dev server only: what the built site mounts as islands of their own (the beta pop-up). */
  children?: ReactNode;
};

/**
 * A whole public page with the providers every page shares, as the server renders it. Its interactive parts
 * are islands (app/island.tsx), each hydrated in the browser as a root of its own; the rest stays server HTML.
 */
export function PublicApp({ Page, language, site, content, pageData = null, children }: PublicAppProps) {
  return (
    <IslandProviders context={{ language, site, content, pageData }}>
      <Page />
      {children}
    </IslandProviders>
  );
}
