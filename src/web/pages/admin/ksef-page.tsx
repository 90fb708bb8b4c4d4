import { AdminLayout } from '@web/app/admin/admin-layout';
import { KsefSettings } from '@web/features/invoices/ksef-settings';

/** /security/admin/ksef: how invoices reach KSeF, and 'Sprawdź połączenie'. */
export default function KsefPage() {
  return (
    <AdminLayout title="KSeF">
      <KsefSettings />
    </AdminLayout>
  );
}
