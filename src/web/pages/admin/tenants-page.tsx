import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { AdminLayout } from '@web/app/admin/admin-layout';
import {
  CREATED_TENANT_STATE,
  createdTenantOf,
  inboxRecordPath,
  TENANT_PARAM,
} from '@web/app/admin/admin-paths';
import { Button } from '@web/components/ui/button';
import { TenantManager } from '@web/features/tenants/tenant-manager';

const orderHref = (orderId: string) => inboxRecordPath('orders', orderId);

export default function TenantsPage() {
  const [addOpen, setAddOpen] = useState(false);
  const [search] = useSearchParams();
  // Arriving from an order's 'Utwórz klienta': the new tenant's credentials, once (history state, not the URL).
  const [createdId, setCreatedId] = useState(() => createdTenantOf(window.history.state));
  const closeCreated = () => {
    setCreatedId(null);
    const { [CREATED_TENANT_STATE]: _shown, ...rest } = (window.history.state ?? {}) as Record<
      string,
      unknown
    >;
    window.history.replaceState(rest, '');
  };
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
      <TenantManager
        addOpen={addOpen}
        onAddOpenChange={setAddOpen}
        orderHref={orderHref}
        focusedId={search.get(TENANT_PARAM)}
        createdId={createdId}
        onCreatedShown={closeCreated}
      />
    </AdminLayout>
  );
}
