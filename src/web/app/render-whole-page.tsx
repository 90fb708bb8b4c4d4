import '@web/lib/zod-jitless';
import { createRoot } from 'react-dom/client';
import { isLanguage } from '@shared/language';
import { BetaPopup } from '@web/features/beta/beta-popup';
import { startPopupSchedule } from '@web/features/beta/popup-schedule';
import { readSiteConfig } from '@web/lib/site-config';
import { loadWithRetry } from '@web/lib/load-with-retry';
import { readSiteContent } from '@web/lib/site-content';
import { PublicApp } from './public-app';
import { readPageData } from './page-data';
import { pageLoaderFor } from './public-routes';

/**
 * Vite's dev server only (`npm run dev`): it serves an empty shell, so the browser renders the whole page,
 * islands included as parts of it. The built site never loads this: its pages are server HTML with islands.
 */
export async function renderWholePage(path: string) {
  const [site, content, page] = await Promise.all([
    readSiteConfig(),
    readSiteContent(),
    loadWithRetry(pageLoaderFor(path)),
  ]);
  const language = document.documentElement.lang;
  startPopupSchedule(() => {});
  createRoot(document.getElementById('root')!).render(
    <PublicApp
      Page={page.default}
      language={isLanguage(language) ? language : 'pl'}
      site={site}
      content={content}
      pageData={readPageData()}
    >
      <BetaPopup />
    </PublicApp>,
  );
}
