import { Link } from 'wouter';
import { CalendarClock } from 'lucide-react';
import { adminDemoBookingPath, UPCOMING_DEMOS_DAYS } from '@shared/demo-manage';
import { formatCalendarDay, formatSlotTime, todayIn, wallTimeIn, type CalendarDay } from '@shared/slot-rules';
import { StatusBadge } from '@web/components/inbox/status-badge';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useUpcomingDemos } from './api';

function dayLabel(day: CalendarDay, timeZone: string): string {
  const today = todayIn(timeZone);
  const tomorrow = todayIn(timeZone, new Date(Date.now() + 86_400_000));
  const same = (a: CalendarDay, b: CalendarDay) =>
    a.year === b.year && a.month === b.month && a.day === b.day;
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
  const weekday = new Intl.DateTimeFormat('pl-PL', { weekday: 'long', timeZone: 'UTC' }).format(date);
  const prefix = same(day, today) ? 'Dziś, ' : same(day, tomorrow) ? 'Jutro, ' : '';
  return `${prefix}${weekday} ${formatCalendarDay(day)}`;
}

/**
 * 'Najbliższe prezentacje' (the operator's day): booked demos of the next 7 days in time order, grouped by
 * day, each linking to its booking.
 */
export function UpcomingDemos({ timeZone }: { timeZone: string }) {
  const query = useUpcomingDemos();
  const groups = new Map<string, { label: string; items: NonNullable<typeof query.data> }>();
  for (const demo of query.data ?? []) {
    const day = wallTimeIn(new Date(demo.selectedSlot), timeZone);
    const key = formatCalendarDay(day);
    if (!groups.has(key)) groups.set(key, { label: dayLabel(day, timeZone), items: [] });
    groups.get(key)!.items.push(demo);
  }
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
          Najbliższe prezentacje
        </CardTitle>
        <p className="text-xs text-slate-600">następne {UPCOMING_DEMOS_DAYS} dni</p>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Ładowanie prezentacji..." className="py-4" />
        ) : query.isError ? (
          <p role="alert" className="py-4 text-sm text-red-700">
            Nie udało się wczytać najbliższych prezentacji.
          </p>
        ) : groups.size === 0 ? (
          <p className="py-4 text-sm text-slate-600">
            Brak zarezerwowanych prezentacji w najbliższych 7 dniach.
          </p>
        ) : (
          <div className="space-y-4" data-testid="upcoming-demos">
            {[...groups.values()].map((group) => (
              <section key={group.label} aria-label={group.label}>
                <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {group.label}
                </h3>
                <ul className="mt-1 divide-y divide-slate-100">
                  {group.items.map((demo) => (
                    <li key={demo.id} data-testid="upcoming-demo">
                      <Link
                        href={`${adminDemoBookingPath(demo.id)}&q=${encodeURIComponent(demo.email)}`}
                        className="flex items-center gap-3 rounded-md py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <time
                          dateTime={demo.selectedSlot}
                          className="w-12 shrink-0 font-semibold text-slate-900 tabular-nums"
                        >
                          {formatSlotTime(new Date(demo.selectedSlot), timeZone)}
                        </time>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium text-slate-900">
                            {demo.clubName || 'Klub nie podany'}
                          </span>
                          <span className="block truncate text-sm text-slate-700">{demo.name}</span>
                        </span>
                        {demo.slotDeleted && <Badge tone="red">slot usunięty</Badge>}
                        <StatusBadge kind="demo-bookings" status={demo.status} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
