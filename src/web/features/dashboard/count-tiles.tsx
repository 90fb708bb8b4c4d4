import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { Building2, Bug, CalendarDays, FlaskConical, Mail, ShoppingCart } from 'lucide-react';
import type { Dashboard } from '@shared/contracts/dashboard';
import { Card } from '@web/components/ui/card';

export type TileKey = keyof Dashboard['counts'];

const TILES: { key: TileKey; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'contacts', label: 'Kontakty', icon: Mail },
  { key: 'demo-bookings', label: 'Demo', icon: CalendarDays },
  { key: 'orders', label: 'Zamówienia', icon: ShoppingCart },
  { key: 'beta-signups', label: 'Testy Beta', icon: FlaskConical },
  { key: 'bug-reports', label: 'Błędy', icon: Bug },
  { key: 'tenants', label: 'Tenanci', icon: Building2 },
];

/** product §2: six count tiles, each a link to its page. */
export function CountTiles({
  counts,
  hrefs,
}: {
  counts: Dashboard['counts'] | undefined;
  hrefs: Record<TileKey, string>;
}) {
  return (
    <ul aria-label="Liczniki" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {TILES.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Link
            href={hrefs[key]}
            className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Card className="h-full p-4 transition-colors group-hover:border-brand-300 group-hover:bg-brand-50/40">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-700">{label}</span>
                <Icon className="size-5 text-brand-700" aria-hidden="true" />
              </div>
              <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums" data-testid={`count-${key}`}>
                {counts ? counts[key] : '–'}
              </p>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
