import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { AdminLayout, type AdminNavLink } from '@web/app/admin/admin-layout';
import {
  ADMIN_HOME_PATH,
  adminPath,
  CREATED_TENANT_STATE,
  createdTenantOf,
  inboxRecordPath,
  TENANT_PARAM,
} from '@web/app/admin/admin-paths';
import { Button } from '@web/components/ui/button';
import { TenantManager } from '@web/features/tenants/tenant-manager';

/** product §2: the tenant page has its own nav (main panel, slots, beta tests, testimonials, lifecycle). */
const TENANTS_NAV: AdminNavLink[] = [
  { href: ADMIN_HOME_PATH, label: 'Panel główny' },
  { href: adminPath('slots'), label: 'Sloty' },
  { href: adminPath('beta-tests'), label: 'Testy Beta' },
  { href: adminPath('testimonials'), label: 'Opinie' },
  { href: adminPath('lifecycle'), label: 'Zamówienia & Demo & Bugi' },
];

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
      nav={TENANTS_NAV}
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
