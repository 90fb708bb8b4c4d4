import { AdminLayout } from '@web/app/admin/admin-layout';
import { useCurrentUser } from '@web/features/auth/api';
import { AdministratorManager } from '@web/features/administrators/administrator-manager';

/** Administratorzy: more than one operator (invitations, deactivation). */
export default function AdministratorsPage() {
  const { data: user } = useCurrentUser();
  return (
    <AdminLayout title="Administratorzy">
      <AdministratorManager currentUserId={user?.id} />
    </AdminLayout>
  );
}
