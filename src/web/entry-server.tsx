import { renderToString } from 'react-dom/server';
import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import { renderHead } from './app/page-head';
import { PublicApp } from './app/public-app';
import { loadNotFoundPage, PUBLIC_PAGES, PUBLIC_PATHS } from './app/public-routes';
import { createQueryClient } from './lib/query-client';

export { PUBLIC_PATHS };

/** Server rendering of a public page: complete HTML in the visitor's language, for search engines and speed. */
export async function render(path: string, language: Language, site: SiteConfig) {
  const loader = PUBLIC_PAGES[path];
  const page = await (loader ?? loadNotFoundPage)();
  const html = renderToString(
    <PublicApp Page={page.default} language={language} site={site} queryClient={createQueryClient()} />,
  );
  const head = renderHead({
    path,
    language,
    site,
    meta: page.meta[language],
    indexable: Boolean(loader),
    structuredData: page.structuredData?.(language, site) ?? [],
  });
  return { html, head, status: loader ? 200 : 404 };
}
