import { AdminLayout } from '@web/app/admin/admin-layout';
import { CalendarFeedCard } from '@web/features/demo-schedule/calendar-feed-card';
import { UpcomingDemos } from '@web/features/demo-schedule/upcoming-demos';
import { SlotManager } from '@web/features/slots/slot-manager';
import { useSiteConfig } from '@web/lib/site-config';

/** /security/admin/slots: the operator's demo time slots (product §2), the coming days and the calendar feed. */
export default function SlotsPage() {
  const { businessTimeZone } = useSiteConfig();
  return (
    <AdminLayout title="Sloty prezentacji">
      <div className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <UpcomingDemos timeZone={businessTimeZone} />
          <CalendarFeedCard timeZone={businessTimeZone} />
        </div>
        <SlotManager />
      </div>
    </AdminLayout>
  );
}
