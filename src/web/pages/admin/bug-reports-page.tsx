import { AdminLayout } from '@web/app/admin/admin-layout';
import { outboxMessagePath } from '@web/app/admin/admin-paths';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { RecordEmails } from '@web/features/outbox/record-emails';

/** product §2 /security/admin/bug-reports: the generic inbox list configured for this kind. */
export default function BugReportsPage() {
  return (
    <AdminLayout title="Raporty błędów">
      <InboxScreen
        kind="bug-reports"
        recordSections={(id) => <RecordEmails kind="bug-reports" id={id} previewHref={outboxMessagePath} />}
      />
    </AdminLayout>
  );
}
