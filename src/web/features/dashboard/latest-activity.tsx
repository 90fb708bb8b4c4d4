import { Link } from 'wouter';
import { CalendarDays, Mail, ShoppingCart } from 'lucide-react';
import type { ActivityItem } from '@shared/contracts/dashboard';
import { StatusBadge } from '@web/components/inbox/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/i18n/format';

const KINDS = {
  contacts: { label: 'Kontakt', icon: Mail },
  orders: { label: 'Zamówienie', icon: ShoppingCart },
  'demo-bookings': { label: 'Demo', icon: CalendarDays },
} as const;

type LatestActivityProps = {
  items: ActivityItem[] | undefined;
  /** Where a row leads: the record itself, opened in its list. */
  hrefOf(item: ActivityItem): string;
  timeZone: string;
};

/** product §2: the latest 8 (up to 3 contacts, 3 orders, 2 demos), newest first. */
export function LatestActivity({ items, hrefOf, timeZone }: LatestActivityProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Ostatnia aktywność</CardTitle>
      </CardHeader>
      <CardContent>
        {!items ? (
          <div className="flex justify-center py-6">
            <Spinner label="Ładowanie aktywności..." />
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-slate-700">Brak ostatniej aktywności</p>
        ) : (
          <ul aria-label="Ostatnia aktywność" className="divide-y divide-slate-100">
            {items.map((item) => {
              const { label, icon: Icon } = KINDS[item.kind];
              return (
                <li key={`${item.kind}-${item.id}`} data-activity-kind={item.kind}>
                  <Link
                    href={hrefOf(item)}
                    className="flex items-start gap-3 rounded-md py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-x-2">
                        <span className="font-medium text-slate-900">{item.name}</span>
                        <span className="text-xs text-slate-600">{label}</span>
                      </span>
                      <span className="block truncate text-sm text-slate-700">{item.detail}</span>
                      <time className="text-xs text-slate-600" dateTime={item.createdAt}>
                        {formatDateTime(item.createdAt, timeZone)}
                      </time>
                    </span>
                    <StatusBadge kind={item.kind} status={item.status} />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
