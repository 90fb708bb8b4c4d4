import { AdminLayout } from '@web/app/admin/admin-layout';
import { LifecycleBoard } from '@web/features/inbox/lifecycle-board';

/** product §2 /security/admin/lifecycle ('Zamówienia & Demo & Bugi'): every kind in tabs, updated in place. */
export default function LifecyclePage() {
  return (
    <AdminLayout
      title="Zamówienia & Demo & Bugi"
      // product §2, §7: a mobile-only logout, through /api/logout.
      logoutPath="/api/logout"
      desktopLogout={false}
    >
      <LifecycleBoard />
    </AdminLayout>
  );
}
