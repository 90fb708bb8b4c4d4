import { AdminLayout } from '@web/app/admin/admin-layout';

// The dashboard of SPEC §2 (count tiles, latest activity, overview, quick actions) comes with the inbox issue.
export default function DashboardPage() {
  return (
    <AdminLayout title="Panel administracyjny">
      <p className="text-slate-700">Witaj w panelu administracyjnym.</p>
    </AdminLayout>
  );
}
