import { AdminLayout } from '@web/app/admin/admin-layout';
import { outboxMessagePath } from '@web/app/admin/admin-paths';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { RecordEmails } from '@web/features/outbox/record-emails';

/** product §2 /security/admin/demo-bookings: the generic inbox list configured for this kind. */
export default function DemoBookingsPage() {
  return (
    <AdminLayout title="Rezerwacje demo">
      <InboxScreen
        kind="demo-bookings"
        recordSections={(id) => <RecordEmails kind="demo-bookings" id={id} previewHref={outboxMessagePath} />}
      />
    </AdminLayout>
  );
}
