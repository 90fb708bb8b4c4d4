import { AdminLayout } from '@web/app/admin/admin-layout';
import { InboxScreen } from '@web/features/inbox/inbox-screen';

/** SPEC §2 /security/admin/orders: the generic inbox list configured for this kind. */
export default function OrdersPage() {
  return (
    <AdminLayout title="Zamówienia">
      <InboxScreen kind="orders" />
    </AdminLayout>
  );
}
