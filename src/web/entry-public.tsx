import './lib/zod-jitless';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@shared/language';
import { PublicApp } from './app/public-app';
import { readPageData } from './app/page-data';
import { dynamicPageFor, loadNotFoundPage, PUBLIC_PAGES } from './app/public-routes';
import { createQueryClient } from './lib/query-client';
import { readSiteConfig } from './lib/site-config';
import { readSiteContent } from './lib/site-content';

/** Hydrates the server-rendered page: loads only this page's chunk, then attaches React to the HTML. */
async function hydrate() {
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
    />
  );
  const root = document.getElementById('root')!;
  // The server rendered the page: attach to it. Under `npm run dev` Vite serves an empty shell: render.
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the
  // page is already visible, and a phone's main thread stays free for the visitor's first tap (TBT).
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void hydrate();
