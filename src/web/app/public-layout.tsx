import type { ReactNode } from 'react';
import { PublicPageLayout } from '@web/features/site-chrome/public-page-layout';
import { SiteHeader } from '@web/features/site-chrome/site-header';
import { Island } from './island';

/** Every public page's layout, its header (menu, PL/EN toggle) an island: the one React root every page has. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <PublicPageLayout header={<Island name="site-header" component={SiteHeader} />}>
      {children}
    </PublicPageLayout>
  );
}
