import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@shared/contracts/site';
import type { SiteContent } from '@shared/site-content';
import type { Language } from '@shared/language';
import { useCurrentToast } from '@web/components/ui/toast-store';
import { BetaPopup } from '@web/features/beta/beta-popup';
import { LanguageProvider, useLanguage } from '@web/i18n/language';
import { SiteConfigProvider } from '@web/lib/site-config';
import { SiteContentProvider } from '@web/lib/site-content';
import { PageDataProvider } from './page-data';
import type { PageMeta } from './public-page';

type PublicAppProps = {
  Page: ComponentType;
  language: Language;
  site: SiteConfig;
  /** The operator-edited texts, the same on the server and in the browser (embedded JSON). */
  content: SiteContent;
  queryClient: QueryClient;
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

// The toast machinery (Radix) is loaded with the first toast: most visits never show one, and the public
// pages' JavaScript budget is small.
const Toaster = lazy(() =>
  import('@web/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** Toasts, labelled in the current language (it can change after the first render). */
function PublicToaster() {
  const english = useLanguage().language === 'en';
  const current = useCurrentToast();
  const [wanted, setWanted] = useState(false);
  if (current && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        closeLabel={english ? 'Close' : 'Zamknij'}
        regionLabel={english ? 'Notifications ({hotkey})' : 'Powiadomienia ({hotkey})'}
        announceLabel={english ? 'Notification' : 'Powiadomienie'}
      />
    </Suspense>
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
  queryClient,
  meta,
  pageData = null,
  onHydrated,
}: PublicAppProps) {
  return (
    <SiteConfigProvider value={site}>
      <SiteContentProvider value={content}>
        <LanguageProvider initial={language}>
          <QueryClientProvider client={queryClient}>
            {meta && <DocumentMeta meta={meta} />}
            <HydrationMarker onHydrated={onHydrated} />
            <PageDataProvider value={pageData}>
              <Page />
            </PageDataProvider>
            <BetaPopup />
            <PublicToaster />
          </QueryClientProvider>
        </LanguageProvider>
      </SiteContentProvider>
    </SiteConfigProvider>
  );
}
