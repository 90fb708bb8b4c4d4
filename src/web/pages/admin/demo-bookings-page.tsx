import type { DemoBookingItem } from '@shared/contracts/inbox';
import { AdminLayout } from '@web/app/admin/admin-layout';
import { outboxMessagePath } from '@web/app/admin/admin-paths';
import { useSiteConfig } from '@web/lib/site-config';
import { DemoRecordForm } from '@web/features/demo-schedule/demo-record-form';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { RecordEmails } from '@web/features/outbox/record-emails';

/**
 * product §2 /security/admin/demo-bookings: the generic inbox configured for this kind — by meeting time,
 * dense rows — with the demo's own dialog (meeting link saved with the status) and its e-mails.
 */
export default function DemoBookingsPage() {
  const { businessTimeZone } = useSiteConfig();
  return (
    <AdminLayout title="Rezerwacje demo">
      <InboxScreen
        kind="demo-bookings"
        recordForm={(record, close) => (
          <DemoRecordForm
            key={record.id}
            item={record as DemoBookingItem}
            timeZone={businessTimeZone}
            onSaved={close}
          />
        )}
        recordSections={(id) => <RecordEmails kind="demo-bookings" id={id} previewHref={outboxMessagePath} />}
      />
    </AdminLayout>
  );
}
