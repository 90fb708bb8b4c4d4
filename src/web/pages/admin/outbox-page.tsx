import { AdminLayout } from '@web/app/admin/admin-layout';
import { inboxRecordPath } from '@web/app/admin/admin-paths';
import { OutboxScreen } from '@web/features/outbox/outbox-screen';

/** /security/admin/outbox: the e-mails the product sent, is sending, or failed to send. */
export default function OutboxPage() {
  return (
    <AdminLayout title="Wiadomości e-mail">
      <OutboxScreen recordHref={inboxRecordPath} />
    </AdminLayout>
  );
}
