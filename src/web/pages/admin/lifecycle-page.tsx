import { AdminLayout, type AdminNavLink } from '@web/app/admin/admin-layout';
import { ADMIN_HOME_PATH } from '@web/app/admin/admin-paths';
import { LifecycleBoard } from '@web/features/inbox/lifecycle-board';

/** product §2: the lifecycle screen links back to the main panel. */
const LIFECYCLE_NAV: AdminNavLink[] = [{ href: ADMIN_HOME_PATH, label: 'Panel główny' }];

/** product §2 /security/admin/lifecycle ('Zamówienia & Demo & Bugi'): every kind in tabs, updated in place. */
export default function LifecyclePage() {
  return (
    <AdminLayout
      title="Zamówienia & Demo & Bugi"
      nav={LIFECYCLE_NAV}
      // product §2, §7: a mobile-only logout, through /api/logout.
      logoutPath="/api/logout"
      desktopLogout={false}
    >
      <LifecycleBoard />
    </AdminLayout>
  );
}
