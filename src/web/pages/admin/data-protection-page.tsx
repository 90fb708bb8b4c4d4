import { AdminLayout } from '@web/app/admin/admin-layout';
import { adminPath } from '@web/app/admin/admin-paths';
import { PrivacyOverviewCard } from '@web/features/privacy/privacy-overview-card';
import { PrivacyScreen } from '@web/features/privacy/privacy-screen';

/** /security/admin/privacy ('Ochrona danych'): a person's rights, the audit log, retention and refusals. */
export default function DataProtectionPage() {
  return (
    <AdminLayout title="Ochrona danych">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PrivacyScreen />
        </div>
        <PrivacyOverviewCard href={adminPath('privacy')} />
      </div>
    </AdminLayout>
  );
}
