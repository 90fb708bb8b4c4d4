import { useEffect, useState, type ComponentType } from 'react';
import type { SiteConfig } from '@shared/contracts/site';
import type { SiteContent } from '@shared/site-content';
import type { Language } from '@shared/language';
import { useCurrentToast } from '@web/components/ui/toast-store';
import { BetaPopup } from '@web/features/beta/beta-popup';
import { LanguageProvider, useLanguage } from '@web/i18n/language';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { SiteConfigProvider } from '@web/lib/site-config';
import { SiteContentProvider } from '@web/lib/site-content';
import { PageDataProvider } from './page-data';
import { loadToaster } from './public-dialogs';
import type { PageMeta } from './public-page';

type PublicAppProps = {
  Page: ComponentType;
  language: Language;
  site: SiteConfig;
  /** The operator-edited texts, the same on the server and in the browser (embedded JSON). */
  content: SiteContent;
  /** The page's title and description; the browser keeps them in step with the PL/EN toggle. */
  meta?: Record<Language, PageMeta>;
  /** A dynamic page's data (see DYNAMIC_PAGES), the same on the server and in the browser. */
  pageData?: unknown;
  /** Browser only: told once React has taken over the server HTML (app/hydrate-on-demand.ts replays then). */
  onHydrated?: () => void;
};

/** After the toggle, the tab title and description follow the language (the server rendered the first). */
function DocumentMeta({ meta }: { meta: Record<Language, PageMeta> }) {
  const { language } = useLanguage();
  useEffect(() => {
    document.title = meta[language].title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta[language].description);
  }, [language, meta]);
  return null;
}

// The toast machinery (Radix) is not in the page's first JavaScript: it is loaded once the page has hydrated
// (entry-public.tsx), else with the first toast. If it cannot be loaded, toasts are not shown, and nothing
// else changes: the forms say what went wrong at the form itself (a toast that could not load
// had blanked the page).
const Toaster = lazyWithRetry(loadToaster, { failure: 'silent' });

/** Toasts, labelled in the current language (it can change after the first render). */
function PublicToaster() {
  const english = useLanguage().language === 'en';
  const current = useCurrentToast();
  const [wanted, setWanted] = useState(false);
  if (current && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Toaster
      closeLabel={english ? 'Close' : 'Zamknij'}
      regionLabel={english ? 'Notifications ({hotkey})' : 'Powiadomienia ({hotkey})'}
      announceLabel={english ? 'Notification' : 'Powiadomienie'}
    />
  );
}

/**
 * Marks the document once React has taken over the server HTML (effects run after hydration), and says so to
 * whoever loaded it. Tests wait for the mark where they need React's state rather than a replayed click.
 */
function HydrationMarker({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  }, [onHydrated]);
  return null;
}

/** The providers every public page shares; the same tree renders on the server and hydrates in the browser. */
export function PublicApp({
  Page,
  language,
  site,
  content,
  meta,
  pageData = null,
  onHydrated,
}: PublicAppProps) {
  return (
    <SiteConfigProvider value={site}>
      <SiteContentProvider value={content}>
        <LanguageProvider initial={language}>
          {/* No query client here: the dialogs that read through one bring it (PublicQueryScope). */}
          {meta && <DocumentMeta meta={meta} />}
          <HydrationMarker onHydrated={onHydrated} />
          <PageDataProvider value={pageData}>
            <Page />
          </PageDataProvider>
          <BetaPopup />
          <PublicToaster />
        </LanguageProvider>
      </SiteContentProvider>
    </SiteConfigProvider>
  );
}
