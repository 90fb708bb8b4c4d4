import '@web/lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@shared/language';
import { PublicApp } from './public-app';
import { readPageData } from './page-data';
import type { PublicPageModule } from './public-page';
import { readSiteConfig } from '@web/lib/site-config';
import { readSiteContent } from '@web/lib/site-content';

/**
 * Hydrates the server-rendered page with its page module (loaded beside this one by entry-public.tsx).
 * `hydrated` is called once React has taken over the HTML (or rendered it, without server HTML).
 */
export async function hydrate(page: PublicPageModule, hydrated: () => void) {
  const [site, content] = await Promise.all([readSiteConfig(), readSiteContent()]);
  const language = document.documentElement.lang;
  const app = (
    <PublicApp
      Page={page.default}
      language={isLanguage(language) ? language : 'pl'}
      site={site}
      content={content}
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
