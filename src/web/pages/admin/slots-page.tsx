import { AdminLayout } from '@web/app/admin/admin-layout';
import { CalendarFeedCard } from '@web/features/demo-schedule/calendar-feed-card';
import { UpcomingDemos } from '@web/features/demo-schedule/upcoming-demos';
import { SlotManager } from '@web/features/slots/slot-manager';
import { useSiteConfig } from '@web/lib/site-config';

/** /security/admin/slots: the operator's demo time slots (product §2), then the coming days and the calendar feed. */
export default function SlotsPage() {
  const { businessTimeZone } = useSiteConfig();
  return (
    <AdminLayout title="Sloty prezentacji">
      {/* The slot creator comes first: the coming demos change live as visitors book, and a list growing
          above the form moved the hour under the operator's finger as they tapped it. */}
      <div className="space-y-6">
        <SlotManager />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <UpcomingDemos timeZone={businessTimeZone} />
          <CalendarFeedCard timeZone={businessTimeZone} />
        </div>
      </div>
    </AdminLayout>
  );
}
