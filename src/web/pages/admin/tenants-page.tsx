import { useState } from 'react';
import { Plus } from 'lucide-react';
import { AdminLayout } from '@web/app/admin/admin-layout';
import { Button } from '@web/components/ui/button';
import { TenantManager } from '@web/features/tenants/tenant-manager';

export default function TenantsPage() {
  const [addOpen, setAddOpen] = useState(false);
  return (
    <AdminLayout
      title="Zarządzanie Tenantami"
      // product §7: this page logs out through /api/logout.
      logoutPath="/api/logout"
      actions={
        <Button onClick={() => setAddOpen(true)}>
          <Plus aria-hidden="true" /> Dodaj tenanta
        </Button>
      }
    >
      <TenantManager addOpen={addOpen} onAddOpenChange={setAddOpen} />
    </AdminLayout>
  );
}
