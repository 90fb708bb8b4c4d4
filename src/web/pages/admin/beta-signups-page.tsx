import { AdminLayout } from '@web/app/admin/admin-layout';
import { outboxMessagePath } from '@web/app/admin/admin-paths';
import { BetaQuickActions } from '@web/features/beta/beta-quick-actions';
import { PopupSwitchCard } from '@web/features/beta/popup-switch-card';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { StatusStats } from '@web/features/inbox/status-stats';
import { RecordEmails } from '@web/features/outbox/record-emails';

/** product §2 /security/admin/beta-tests: the pop-up switch, statistics, quick actions, the sign-ups. */
export default function BetaSignupsPage() {
  return (
    <AdminLayout title="Testy Beta">
      <div className="space-y-6">
        <div className="grid gap-4 lg:grid-cols-2">
          <PopupSwitchCard />
          <BetaQuickActions />
        </div>
        <StatusStats kind="beta-signups" label="Statystyki zgłoszeń" />
        <section aria-labelledby="beta-list-title" className="space-y-3">
          <h2 id="beta-list-title" className="text-lg font-semibold text-slate-900">
            Zgłoszenia do testów beta
          </h2>
          <InboxScreen
            kind="beta-signups"
            recordSections={(id) => (
              <RecordEmails kind="beta-signups" id={id} previewHref={outboxMessagePath} />
            )}
          />
        </section>
      </div>
    </AdminLayout>
  );
}
