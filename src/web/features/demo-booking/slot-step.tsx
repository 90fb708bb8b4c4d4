import { useEffect, useId, useRef, useState } from 'react';
import { Globe } from 'lucide-react';
import type { Language } from '@shared/language';
import {
  formatCalendarDay,
  formatSlotTime,
  lastBookableDay,
  todayIn,
  wallTimeIn,
  type CalendarDay,
} from '@shared/slot-rules';
import { inPublicQueryScope } from '@web/components/public-query-scope';
import { Button } from '@web/components/ui/button';
import { Calendar, dateOfDay, dayOfDate } from '@web/components/ui/calendar';
import { DialogFooter } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { freeSlots, monthKey, useDaySlots, useMonthAvailability } from './api';
import type { DemoBookingMessages } from './messages';
import { visitorClockDiffers, visitorTimeZone } from './visitor-time';

export type SlotStepProps = {
  m: DemoBookingMessages;
  language: Language;
  timeZone: string;
  day: CalendarDay | null;
  slot: string | null;
  /** A time not to offer (a booking being moved holds its own slot). */
  exclude?: string;
  onDayChange(day: CalendarDay): void;
  onSlotChange(slot: string): void;
  onNext(): void;
};

const dayKey = (day: CalendarDay) => `${monthKey(day.year, day.month)}-${String(day.day).padStart(2, '0')}`;

/**
 * Step 1 (product §4, §5): a weekday from today on, then one of that day's free times. Days without a free
 * time are disabled (the month's availability), and until the visitor picks or pages, the calendar
 * opens on the day of the first free time when the day given (none, or one that has nothing free) has none.
 */
export function SlotStep({
  m,
  language,
  timeZone,
  day,
  slot,
  exclude,
  onDayChange,
  onSlotChange,
  onNext,
}: SlotStepProps) {
  const headingId = useId();
  const today = todayIn(timeZone);
  const firstDay = dateOfDay(today);
  const lastDay = lastBookableDay(today);
  const [month, setMonth] = useState(() => {
    const shown = day ?? today;
    return new Date(shown.year, shown.month - 1, 1);
  });
  const availability = useMonthAvailability(monthKey(month.getFullYear(), month.getMonth() + 1));
  // Until the availability is known (or when it cannot be read) the weekday rules alone apply.
  const freeDays = availability.data ? new Set(availability.data.days) : null;
  const touched = useRef(false);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || touched.current || !availability.data) return;
    opened.current = true;
    const first = availability.data.firstFree;
    if (!first || (day && availability.data.days.includes(dayKey(day)))) return;
    const wall = wallTimeIn(new Date(first), timeZone);
    setMonth(new Date(wall.year, wall.month - 1, 1));
    onDayChange({ year: wall.year, month: wall.month, day: wall.day });
  }, [availability.data, day, onDayChange, timeZone]);
  const slots = useDaySlots(day, timeZone);
  const free = slots.data ? freeSlots(slots.data).filter((candidate) => candidate.datetime !== exclude) : [];
  const chosen = free.some((candidate) => candidate.datetime === slot) ? slot : null;
  const zoneDiffers = visitorClockDiffers(new Date(), timeZone);

  return (
    <div>
      <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <Calendar
          language={language}
          mode="single"
          required
          selected={day ? dateOfDay(day) : undefined}
          onSelect={(date: Date) => {
            touched.current = true;
            onDayChange(dayOfDate(date));
          }}
          today={firstDay}
          month={month}
          onMonthChange={(next: Date) => {
            touched.current = true;
            setMonth(next);
          }}
          startMonth={firstDay}
          // The booking horizon: the operator cannot create slots beyond it, so the calendar stops there too.
          endMonth={dateOfDay(lastDay)}
          disabled={[
            { before: firstDay },
            { after: dateOfDay(lastDay) },
            { dayOfWeek: [0, 6] },
            (date: Date) => freeDays !== null && !freeDays.has(dayKey(dayOfDate(date))),
          ]}
          // Tests and assistive styling can tell when the month's free days are known.
          data-availability={availability.isPending ? 'loading' : 'ready'}
          aria-label={m.calendarLabel}
          className="mx-auto sm:mx-0"
        />
        <section aria-labelledby={headingId} className="min-w-0">
          <h4 id={headingId} className="text-sm font-semibold text-slate-900">
            {day ? m.slotsFor(formatCalendarDay(day)) : m.availableTimes}
          </h4>
          <div className="mt-3" aria-live="polite">
            {!day ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
                {m.pickDateFirst}
              </p>
            ) : slots.isPending ? (
              <Spinner label={m.loadingSlots} className="py-2" />
            ) : slots.isError ? (
              <div className="space-y-2 text-sm text-slate-800">
                <p>{m.slotsError}</p>
                <Button variant="outline" size="sm" onClick={() => void slots.refetch()}>
                  {m.retry}
                </Button>
              </div>
            ) : free.length === 0 ? (
              <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm">
                <p className="font-medium text-slate-900">{m.noSlots}</p>
                <p className="mt-1 text-slate-700">{m.noSlotsHint}</p>
              </div>
            ) : (
              <fieldset aria-labelledby={headingId}>
                <div className="grid grid-cols-3 gap-2">
                  {free.map((candidate) => (
                    <label key={candidate.id} className="relative">
                      <input
                        type="radio"
                        name="demo-slot"
                        value={candidate.datetime}
                        checked={chosen === candidate.datetime}
                        onChange={() => onSlotChange(candidate.datetime)}
                        className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                      />
                      <span
                        className={
                          'flex h-10 cursor-pointer items-center justify-center rounded-md border border-slate-300 ' +
                          'text-sm font-medium text-slate-900 tabular-nums hover:bg-slate-50 ' +
                          'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:bg-brand-800 ' +
                          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600'
                        }
                      >
                        {formatSlotTime(new Date(candidate.datetime), timeZone)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        </section>
      </div>
      <p className="mt-4 flex items-start gap-2 text-xs text-slate-600">
        <Globe className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span>
          {m.warsawTime} {zoneDiffers && m.zoneDiffers(visitorTimeZone())}
        </span>
      </p>
      <DialogFooter className="mt-4">
        <Button onClick={onNext} disabled={!chosen}>
          {m.next}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** The booking dialog's step 1, a chunk of its own, in the page's query client (PublicQueryScope). */
export const SlotStepInQueryScope = inPublicQueryScope(SlotStep);
