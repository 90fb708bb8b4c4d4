import type { ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@shared/contracts/site';
import type { Language } from '@shared/language';
import { Toaster } from '@web/components/ui/toaster';
import { LanguageProvider } from '@web/i18n/language';
import { SiteConfigProvider } from '@web/lib/site-config';

type PublicAppProps = {
  Page: ComponentType;
  language: Language;
  site: SiteConfig;
  queryClient: QueryClient;
};

/** The providers every public page shares; the same tree renders on the server and hydrates in the browser. */
export function PublicApp({ Page, language, site, queryClient }: PublicAppProps) {
  return (
    <SiteConfigProvider value={site}>
      <LanguageProvider initial={language}>
        <QueryClientProvider client={queryClient}>
          <Page />
          <Toaster
            closeLabel={language === 'en' ? 'Close' : 'Zamknij'}
            regionLabel={language === 'en' ? 'Notifications ({hotkey})' : 'Powiadomienia ({hotkey})'}
            announceLabel={language === 'en' ? 'Notification' : 'Powiadomienie'}
          />
        </QueryClientProvider>
      </LanguageProvider>
    </SiteConfigProvider>
  );
}
