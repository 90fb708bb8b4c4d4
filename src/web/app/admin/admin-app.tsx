import { Suspense, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import type { SiteConfig } from '@shared/contracts/site';
import { Toaster } from '@web/components/ui/toaster';
import { LanguageProvider } from '@web/i18n/language';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { SiteConfigProvider } from '@web/lib/site-config';
import { ADMIN_INVITATION_PAGE } from '@shared/contracts/administrators';
import { ADMIN_LOGIN_PATH } from './admin-paths';
import { ADMIN_ROUTES } from './admin-routes';
import { StepUpDialog } from '@web/features/auth/step-up-dialog';
import { LiveUpdates } from './live-updates';
import { RequireAdmin } from './require-admin';
import { screenFallback } from './screen-fallback';

const LoginPage = lazyWithRetry(() => import('@web/pages/admin/login-page'), { fallback: screenFallback });
const NotFoundPage = lazyWithRetry(() => import('@web/pages/admin/admin-not-found-page'), {
  fallback: screenFallback,
});
const InvitationPage = lazyWithRetry(() => import('@web/pages/admin/invitation-page'), {
  fallback: screenFallback,
});

function guarded(Page: ComponentType) {
  return function GuardedPage() {
    return (
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    );
  };
}

/** The back office: client-rendered, loaded only under /security/admin, every page behind the guard. */
export function AdminApp({ queryClient, site }: { queryClient: QueryClient; site: SiteConfig }) {
  return (
    <SiteConfigProvider value={site}>
      <LanguageProvider initial="pl">
        <QueryClientProvider client={queryClient}>
          {/* Each screen has its own; this one is for anything else that suspends. */}
          <Suspense fallback={screenFallback}>
            <Switch>
              <Route path={ADMIN_LOGIN_PATH} component={LoginPage} />
              {/* The invitation link: signed out, the token is the credential. */}
              <Route path={`${ADMIN_INVITATION_PAGE}/:token`} component={InvitationPage} />
              {ADMIN_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} component={guarded(route.page)} />
              ))}
              {/* Unknown admin paths (the server answered 404) are guarded too: signed out, the login. */}
              <Route component={guarded(NotFoundPage)} />
            </Switch>
          </Suspense>
          <Toaster />
          <StepUpDialog />
          <LiveUpdates />
        </QueryClientProvider>
      </LanguageProvider>
    </SiteConfigProvider>
  );
}
