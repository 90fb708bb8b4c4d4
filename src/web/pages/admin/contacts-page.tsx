import { AdminLayout } from '@web/app/admin/admin-layout';
import { InboxScreen } from '@web/features/inbox/inbox-screen';

/** SPEC §2 /security/admin/contacts: the generic inbox list configured for this kind. */
export default function ContactsPage() {
  return (
    <AdminLayout title="Kontakty">
      <InboxScreen kind="contacts" />
    </AdminLayout>
  );
}
