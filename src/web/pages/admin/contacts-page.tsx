import { AdminLayout } from '@web/app/admin/admin-layout';
import { outboxMessagePath } from '@web/app/admin/admin-paths';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { RecordEmails } from '@web/features/outbox/record-emails';

/** product §2 /security/admin/contacts: the generic inbox list configured for this kind. */
export default function ContactsPage() {
  return (
    <AdminLayout title="Kontakty">
      <InboxScreen
        kind="contacts"
        recordSections={(id) => <RecordEmails kind="contacts" id={id} previewHref={outboxMessagePath} />}
      />
    </AdminLayout>
  );
}
