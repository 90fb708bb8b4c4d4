import { AdminLayout } from '@web/app/admin/admin-layout';
import { outboxMessagePath } from '@web/app/admin/admin-paths';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { RecordEmails } from '@web/features/outbox/record-emails';

/** product §2 /security/admin/orders: the generic inbox list configured for this kind. */
export default function OrdersPage() {
  return (
    <AdminLayout title="Zamówienia">
      <InboxScreen
        kind="orders"
        recordSections={(id) => <RecordEmails kind="orders" id={id} previewHref={outboxMessagePath} />}
      />
    </AdminLayout>
  );
}
