import { AdminLayout } from '@web/app/admin/admin-layout';
import { InboxScreen } from '@web/features/inbox/inbox-screen';

/** SPEC §2 /security/admin/bug-reports: the generic inbox list configured for this kind. */
export default function BugReportsPage() {
  return (
    <AdminLayout title="Raporty błędów">
      <InboxScreen kind="bug-reports" />
    </AdminLayout>
  );
}
