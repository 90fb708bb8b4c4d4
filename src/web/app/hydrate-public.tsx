import '@web/lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@shared/language';
import { PublicApp } from './public-app';
import { readPageData } from './page-data';
import { dynamicPageFor, loadNotFoundPage, PUBLIC_PAGES } from './public-routes';
import { createQueryClient } from '@web/lib/query-client';
import { readSiteConfig } from '@web/lib/site-config';
import { readSiteContent } from '@web/lib/site-content';

/**
 * Hydrates the server-rendered page: loads only this page's chunk, then attaches React to the HTML.
 * `hydrated` is called once React has taken over the HTML (or rendered it, without server HTML).
 */
export async function hydrate(hydrated: () => void) {
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const [page, site, content] = await Promise.all([
    (PUBLIC_PAGES[path] ?? dynamicPageFor(path)?.load ?? loadNotFoundPage)(),
    readSiteConfig(),
    readSiteContent(),
  ]);
  const language = document.documentElement.lang;
  const app = (
    <PublicApp
      Page={page.default}
      language={isLanguage(language) ? language : 'pl'}
      site={site}
      content={content}
      queryClient={createQueryClient()}
      meta={page.meta}
      pageData={readPageData()}
      onHydrated={hydrated}
    />
  );
  const root = document.getElementById('root')!;
  // The server rendered the page: attach to it. Under `npm run dev` Vite serves an empty shell: render.
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the
  // page is already visible, and a phone's main thread stays free for the visitor's first tap (TBT).
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
