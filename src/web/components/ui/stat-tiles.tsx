import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatCount } from '@web/i18n/format';

/** The counters above an admin list ('–' until the list has loaded); `className` sets the grid's columns. */
export function StatTiles({
  items,
  pending,
  className,
}: {
  items: readonly { label: string; value: number }[];
  pending: boolean;
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-3 sm:gap-4', className)}>
      {items.map((item) => (
        <Card key={item.label} className="p-3 sm:p-5">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
            {pending ? '–' : formatCount(item.value)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
