import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import type { SiteConfig } from '@shared/contracts/site';
import { Spinner } from '@web/components/ui/spinner';
import { Toaster } from '@web/components/ui/toaster';
import { LanguageProvider } from '@web/i18n/language';
import { SiteConfigProvider } from '@web/lib/site-config';
import NotFoundPage from '@web/pages/public/not-found-page';
import { ADMIN_INVITATION_PAGE } from '@shared/contracts/administrators';
import { ADMIN_LOGIN_PATH } from './admin-paths';
import { ADMIN_ROUTES } from './admin-routes';
import { RequireAdmin } from './require-admin';

const LoginPage = lazy(() => import('@web/pages/admin/login-page'));
const InvitationPage = lazy(() => import('@web/pages/admin/invitation-page'));

const pageFallback = (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner />
  </div>
);

function guarded(Page: LazyExoticComponent<ComponentType> | ComponentType) {
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
          <Suspense fallback={pageFallback}>
            <Switch>
              <Route path={ADMIN_LOGIN_PATH} component={LoginPage} />
              {/* The invitation link: signed out, the token is the credential. */}
              <Route path={`${ADMIN_INVITATION_PAGE}/:token`} component={InvitationPage} />
              {ADMIN_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} component={guarded(route.page)} />
              ))}
              {/* Unknown admin paths are guarded too: a signed-out visitor learns nothing of the routes. */}
              <Route component={guarded(NotFoundPage)} />
            </Switch>
          </Suspense>
          <Toaster />
        </QueryClientProvider>
      </LanguageProvider>
    </SiteConfigProvider>
  );
}
