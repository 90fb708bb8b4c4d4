import { renderToString } from 'react-dom/server';
import type { SiteConfig } from '@shared/contracts/site';
import type { SiteContent } from '@shared/site-content';
import type { Language } from '@shared/language';
import { renderHead } from './app/page-head';
import { PublicApp } from './app/public-app';
import { pageDataScript } from './app/page-data';
import { dynamicPageFor, loadNotFoundPage, PUBLIC_PAGES, PUBLIC_PATHS } from './app/public-routes';

export { PUBLIC_PATHS };

/**
 * Server rendering of a public page: complete HTML in the visitor's language, for search engines and speed.
 * A dynamic page (DYNAMIC_PAGES) gets its data, rendered into the page for hydration as well.
 */
export async function render(
  path: string,
  language: Language,
  site: SiteConfig,
  content: SiteContent,
  pageData?: unknown,
) {
  const loader = PUBLIC_PAGES[path];
  const dynamic = loader ? undefined : dynamicPageFor(path);
  const page = await (loader ?? dynamic?.load ?? loadNotFoundPage)();
  const html = renderToString(
    <PublicApp
      Page={page.default}
      language={language}
      site={site}
      content={content}
      pageData={pageData ?? null}
    />,
  );
  const head = renderHead({
    // A dynamic page's address holds a secret: its head names only the page, never the token.
    path: dynamic ? dynamic.prefix.replace(/\/$/, '') : path,
    language,
    site,
    meta: page.meta[language],
    indexable: Boolean(loader),
    structuredData: page.structuredData?.(language, site) ?? [],
  });
  return {
    html,
    // In the head, not inside #root: hydration must find exactly the nodes React rendered there.
    head: dynamic ? `${head}\n    ${pageDataScript(pageData ?? null)}` : head,
    status: loader || dynamic ? 200 : 404,
  };
}
