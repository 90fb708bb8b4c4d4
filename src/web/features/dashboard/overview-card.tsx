import type { Dashboard } from '@shared/contracts/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** product §2 overview: active tenants of total, contacts created today, orders in progress, open bugs. */
export function OverviewCard({ overview }: { overview: Dashboard['overview'] | undefined }) {
  const rows = [
    {
      label: 'Aktywni tenanci',
      value: overview ? `${overview.activeTenants} z ${overview.totalTenants}` : '–',
    },
    { label: 'Kontakty dzisiaj', value: overview?.contactsToday ?? '–' },
    { label: 'Zamówienia w realizacji', value: overview?.ordersInProgress ?? '–' },
    { label: 'Otwarte błędy', value: overview?.openBugs ?? '–' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Przegląd</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-3 py-2.5">
              <dt className="text-sm text-slate-700">{row.label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
