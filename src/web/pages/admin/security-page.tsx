import { AdminLayout } from '@web/app/admin/admin-layout';
import { SecurityScreen } from '@web/features/auth/security-screen';

/** Bezpieczeństwo: the signed-in admin's own second factors, sessions and sign-ins. */
export default function SecurityPage() {
  return (
    <AdminLayout title="Bezpieczeństwo">
      <SecurityScreen />
    </AdminLayout>
  );
}
