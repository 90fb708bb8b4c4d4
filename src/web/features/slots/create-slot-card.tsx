import { useId, useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { AdminSlot } from '@shared/contracts/demo';
import {
  BOOKING_HORIZON_MONTHS,
  instantOf,
  lastBookableDay,
  SLOT_HOURS,
  slotTimeProblem,
  todayIn,
  type CalendarDay,
} from '@shared/slot-rules';
import { Button } from '@web/components/ui/button';
import { Calendar, dateOfDay, dayOfDate } from '@web/components/ui/calendar';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { serverMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useCreateSlot } from './api';
import { formatSlotLong } from './slot-format';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * product §2: a date picker, an hour selector 06:00–16:00 and a preview of the slot to create. Hours that
 * exist already on that day, or have passed, cannot be picked, so the server's refusals stay rare.
 */
export function CreateSlotCard({ timeZone, existing }: { timeZone: string; existing: AdminSlot[] }) {
  const hoursId = useId();
  const today = todayIn(timeZone);
  const lastDay = lastBookableDay(today);
  const [day, setDay] = useState<CalendarDay | null>(null);
  const [hour, setHour] = useState<number | null>(null);
  const create = useCreateSlot();
  const taken = new Set(existing.map((slot) => Date.parse(slot.datetime)));
  const instantAt = (h: number) => (day ? instantOf({ ...day, hour: h }, timeZone) : null);
  const exists = (h: number) => taken.has(instantAt(h)?.getTime() ?? NaN);
  const unavailable = (h: number) => {
    const at = instantAt(h);
    return !at || exists(h) || slotTimeProblem(at, timeZone) !== null;
  };
  const chosen = hour !== null && !unavailable(hour) ? instantAt(hour) : null;
  const serverReason = create.error ? serverMessage(create.error) : undefined;

  const submit = () => {
    if (!chosen) return;
    create.mutate(chosen.toISOString(), { onSuccess: () => setHour(null) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarPlus className="size-5 text-brand-700" aria-hidden="true" /> Nowy slot
        </CardTitle>
        <p className="text-sm text-slate-600">
          Dni robocze, pełne godziny 06:00–16:00, czas polski (Warszawa), najwyżej {BOOKING_HORIZON_MONTHS}{' '}
          miesięcy naprzód.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <Calendar
          language="pl"
          mode="single"
          required
          selected={day ? dateOfDay(day) : undefined}
          onSelect={(date: Date) => {
            setDay(dayOfDate(date));
            create.reset();
          }}
          today={dateOfDay(today)}
          startMonth={dateOfDay(today)}
          endMonth={dateOfDay(lastDay)}
          disabled={[{ before: dateOfDay(today) }, { after: dateOfDay(lastDay) }, { dayOfWeek: [0, 6] }]}
          aria-label="Data slotu"
          className="mx-auto w-fit"
        />
        <fieldset disabled={!day}>
          <legend id={hoursId} className="text-sm font-medium text-slate-800">
            Godzina
          </legend>
          <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6">
            {SLOT_HOURS.map((h) => {
              const off = unavailable(h);
              return (
                <label key={h} className="relative">
                  <input
                    type="radio"
                    name="slot-hour"
                    value={h}
                    checked={hour === h && !off}
                    disabled={off}
                    onChange={() => {
                      setHour(h);
                      create.reset();
                    }}
                    className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                  />
                  <span
                    className={cn(
                      'flex h-9 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-sm font-medium tabular-nums',
                      'text-slate-900 hover:bg-slate-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:bg-brand-800',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                      'peer-disabled:cursor-not-allowed peer-disabled:bg-slate-100 peer-disabled:text-slate-500',
                      // Struck through: a slot at this hour exists already (not merely "no date yet" or past).
                      exists(h) && 'line-through',
                    )}
                  >
                    {hourLabel(h)}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" aria-live="polite">
          <p className="text-xs font-medium text-slate-600">Podgląd</p>
          <p className="font-semibold text-slate-900" data-testid="slot-preview">
            {chosen ? formatSlotLong(chosen, timeZone) : day ? 'Wybierz godzinę' : 'Wybierz datę i godzinę'}
          </p>
        </div>
        {serverReason && (
          <p role="alert" className="text-sm text-red-700">
            {serverReason}
          </p>
        )}
        <Button className="w-full" onClick={submit} disabled={!chosen || create.isPending}>
          {create.isPending ? SENDING_LABEL.pl : 'Utwórz slot'}
        </Button>
      </CardContent>
    </Card>
  );
}
