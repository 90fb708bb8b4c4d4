import { useLocation } from 'wouter';
import { AdminLayout } from '@web/app/admin/admin-layout';
import {
  CREATED_TENANT_STATE,
  instancePath,
  outboxMessagePath,
  tenantPath,
} from '@web/app/admin/admin-paths';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { OrderFulfilment } from '@web/features/order-fulfilment/order-fulfilment';
import { RecordEmails } from '@web/features/outbox/record-emails';
import { useSiteConfig } from '@web/lib/site-config';

/**
 * product §2 /security/admin/orders: the generic inbox list configured for this kind; an order's dialog also
 * holds its pro forma, payment and the customer it became, and the e-mails sent about it.
 */
export default function OrdersPage() {
  const [, navigate] = useLocation();
  const { businessTimeZone } = useSiteConfig();
  return (
    <AdminLayout title="Zamówienia">
      <InboxScreen
        kind="orders"
        recordSections={(id) => (
          <>
            <OrderFulfilment
              orderId={id}
              timeZone={businessTimeZone}
              tenantHref={tenantPath}
              instanceHref={instancePath}
              onCustomerCreated={({ tenant }) =>
                navigate(tenantPath(tenant.id), { state: { [CREATED_TENANT_STATE]: tenant.id } })
              }
            />
            <RecordEmails kind="orders" id={id} previewHref={outboxMessagePath} />
          </>
        )}
      />
    </AdminLayout>
  );
}
