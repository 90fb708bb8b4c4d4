import { AdminLayout } from '@web/app/admin/admin-layout';
import { inboxRecordPath } from '@web/app/admin/admin-paths';
import { InvoicesScreen } from '@web/features/invoices/invoices-screen';
import { StatementImport } from '@web/features/statements/statement-import';

/** /security/admin/faktury: the VAT invoices, the month's XML for KSeF, and the bank statement import. */
export default function InvoicesPage() {
  return (
    <AdminLayout title="Faktury">
      <InvoicesScreen orderHref={(id) => inboxRecordPath('orders', id)}>
        <StatementImport />
      </InvoicesScreen>
    </AdminLayout>
  );
}
