import { AdminLayout } from '@web/app/admin/admin-layout';
import {
  adminPath,
  FAILED_EMAILS_PATH,
  INBOX_PAGE_PATHS,
  inboxRecordPath,
  OUTBOX_SCREEN_PATH,
} from '@web/app/admin/admin-paths';
import { ListError } from '@web/components/ui/list-states';
import { useDashboard } from '@web/features/dashboard/api';
import { CountTiles, type TileKey } from '@web/features/dashboard/count-tiles';
import { FailedEmailsCard } from '@web/features/dashboard/failed-emails-card';
import { KsefNotice } from '@web/features/invoices/ksef-notice';
import { LatestActivity } from '@web/features/dashboard/latest-activity';
import { OverviewCard } from '@web/features/dashboard/overview-card';
import { PrivacyOverviewCard } from '@web/features/privacy/privacy-overview-card';
import { QuickActions, type QuickAction } from '@web/features/dashboard/quick-actions';
import { ShowUpCard } from '@web/features/dashboard/show-up-card';
import { UpcomingDemos } from '@web/features/demo-schedule/upcoming-demos';
import { TrafficSection } from '@web/features/traffic/traffic-section';
import { useSiteConfig } from '@web/lib/site-config';

const PAGES: Record<TileKey, string> = { ...INBOX_PAGE_PATHS, tenants: adminPath('tenants') };

const QUICK_ACTIONS: QuickAction[] = [
  { href: adminPath('lifecycle'), label: 'Zamówienia & Demo & Bugi' },
  { href: adminPath('slots'), label: 'Zarządzaj slotami' },
  { href: adminPath('beta-tests'), label: 'Testy Beta i popup' },
  { href: adminPath('testimonials'), label: 'Opinie klientów' },
  { href: adminPath('tenants'), label: 'Tenanci' },
  { href: adminPath('systems'), label: 'Systemy klubów (SCM)' },
  { href: OUTBOX_SCREEN_PATH, label: 'Wiadomości e-mail' },
  { href: adminPath('privacy'), label: 'Ochrona danych' },
];

/** product §2 dashboard: count tiles, latest activity, overview, quick actions (mobile menu: the layout). */
export default function DashboardPage() {
  const dashboard = useDashboard();
  const { businessTimeZone } = useSiteConfig();
  return (
    <AdminLayout title="Panel administracyjny">
      <div className="space-y-6">
        {dashboard.isError && (
          <ListError
            title="Błąd podczas ładowania panelu"
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
          />
        )}
        <KsefNotice invoicesHref={adminPath('faktury')} settingsHref={adminPath('ksef')} />
        <CountTiles counts={dashboard.data?.counts} hrefs={PAGES} />
        {/* Above the fold: where visitors come from and how far they get is the first question of the day. */}
        <TrafficSection timeZone={businessTimeZone} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <UpcomingDemos timeZone={businessTimeZone} />
            <LatestActivity
              items={dashboard.data?.activity}
              hrefOf={(item) => inboxRecordPath(item.kind, item.id)}
              timeZone={businessTimeZone}
            />
          </div>
          <div className="space-y-6">
            <FailedEmailsCard emails={dashboard.data?.emails} href={FAILED_EMAILS_PATH} />
            <OverviewCard overview={dashboard.data?.overview} />
            <ShowUpCard showUp={dashboard.data?.showUp} />
            <PrivacyOverviewCard href={adminPath('privacy')} />
            <QuickActions actions={QUICK_ACTIONS} />
          </div>
        </div>
      </div>
    </AdminLayout>
  );
}
