import { AdminLayout } from '@web/app/admin/admin-layout';
import { SlotManager } from '@web/features/slots/slot-manager';

/** /security/admin/slots: the operator's demo time slots (SPEC §2). */
export default function SlotsPage() {
  return (
    <AdminLayout title="Sloty prezentacji">
      <SlotManager />
    </AdminLayout>
  );
}
