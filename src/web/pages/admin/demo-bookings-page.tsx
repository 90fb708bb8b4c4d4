import type { DemoBookingItem } from '@shared/contracts/inbox';
import { AdminLayout } from '@web/app/admin/admin-layout';
import { outboxMessagePath } from '@web/app/admin/admin-paths';
import { MeetingLinkForm } from '@web/features/demo-schedule/meeting-link-form';
import { InboxScreen } from '@web/features/inbox/inbox-screen';
import { RecordEmails } from '@web/features/outbox/record-emails';

/**
 * product §2 /security/admin/demo-bookings: the generic inbox configured for this kind — by meeting time,
 * dense rows — with the meeting link in the manage dialog.
 */
export default function DemoBookingsPage() {
  return (
    <AdminLayout title="Rezerwacje demo">
      <InboxScreen
        kind="demo-bookings"
        recordSections={(id, record) => (
          <>
            <MeetingLinkForm
              key={id}
              bookingId={id}
              current={(record as DemoBookingItem).meetingUrl ?? null}
            />
            <RecordEmails kind="demo-bookings" id={id} previewHref={outboxMessagePath} />
          </>
        )}
      />
    </AdminLayout>
  );
}
