import { AdminLayout } from '@web/app/admin/admin-layout';
import { InboxScreen } from '@web/features/inbox/inbox-screen';

/** SPEC §2 /security/admin/demo-bookings: the generic inbox list configured for this kind. */
export default function DemoBookingsPage() {
  return (
    <AdminLayout title="Rezerwacje demo">
      <InboxScreen kind="demo-bookings" />
    </AdminLayout>
  );
}
