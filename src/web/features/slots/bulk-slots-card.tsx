import { useId, useState } from 'react';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { BULK_SLOTS_MAX_DAYS, bulkSlotsRequestSchema, type BulkSlotsRequest } from '@shared/contracts/demo';
import { SLOT_HOURS, todayIn, type CalendarDay } from '@shared/slot-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { useBulkSlotsPreview, useCreateBulkSlots, useDeleteFreeSlotsOfDay } from './api';

const WEEKDAYS = [
  { value: 1, label: 'Pon' },
  { value: 2, label: 'Wt' },
  { value: 3, label: 'Śr' },
  { value: 4, label: 'Czw' },
  { value: 5, label: 'Pt' },
];
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (day: CalendarDay) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;
const plusDays = (day: CalendarDay, days: number): CalendarDay => {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const toggle = (values: number[], value: number) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value].sort((a, b) => a - b);

type Availability = Omit<BulkSlotsRequest, 'dryRun'>;

/** Toggle buttons for a set of numbers (days, hours): a group with a name, each button pressed or not. */
function ToggleGroup({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: { value: number; label: string; name?: string }[];
  selected: number[];
  onToggle(value: number): void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="space-y-1.5">
      <p id={id} className="text-sm font-medium text-slate-900">
        {label}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <Button
            key={option.value}
            type="button"
            size="sm"
            variant={selected.includes(option.value) ? 'primary' : 'outline'}
            aria-pressed={selected.includes(option.value)}
            aria-label={option.name}
            onClick={() => onToggle(option.value)}
            className="min-w-12 tabular-nums"
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * Slots in bulk: a weekly availability — weekdays × hours over a date range — previewed by the
 * server (how many would be created, how many exist, how many are past) and created at once; and a day's
 * free slots deleted at once (booked ones stay).
 */
export function BulkSlotsCard({ timeZone }: { timeZone: string }) {
  const today = todayIn(timeZone);
  const [availability, setAvailability] = useState<Availability>({
    from: isoDay(today),
    to: isoDay(plusDays(today, 27)),
    weekdays: [1, 2, 3, 4, 5],
    hours: [10, 12, 14],
  });
  const parsed = bulkSlotsRequestSchema.safeParse(availability);
  const problems = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const preview = useBulkSlotsPreview(parsed.success ? availability : null);
  const create = useCreateBulkSlots();
  const toCreate = parsed.success ? preview.data?.toCreate : undefined;

  const [day, setDay] = useState(isoDay(today));
  const [confirmDay, setConfirmDay] = useState(false);
  const removeDay = useDeleteFreeSlotsOfDay();
  const set = (change: Partial<Availability>) => setAvailability((current) => ({ ...current, ...change }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dostępność tygodniowa</CardTitle>
        <p className="text-sm text-slate-600">
          Wybierz dni tygodnia i godziny w zakresie dat (najwyżej {BULK_SLOTS_MAX_DAYS} dni): sloty powstaną
          naraz, z pominięciem istniejących i minionych godzin.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (parsed.success && toCreate) create.mutate(availability);
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Od" error={problems.from}>
              <Input type="date" value={availability.from} onChange={(e) => set({ from: e.target.value })} />
            </Field>
            <Field label="Do" error={problems.to}>
              <Input type="date" value={availability.to} onChange={(e) => set({ to: e.target.value })} />
            </Field>
          </div>
          <ToggleGroup
            label="Dni tygodnia"
            options={WEEKDAYS}
            selected={availability.weekdays}
            onToggle={(value) => set({ weekdays: toggle(availability.weekdays, value) })}
          />
          <ToggleGroup
            label="Godziny (czas polski)"
            options={SLOT_HOURS.map((hour) => ({ value: hour, label: `${pad(hour)}:00` }))}
            selected={availability.hours}
            onToggle={(value) => set({ hours: toggle(availability.hours, value) })}
          />
          <p className="text-sm text-slate-800" aria-live="polite" data-testid="bulk-preview">
            {!parsed.success ? (
              <span className="text-red-700">{Object.values(problems)[0]}</span>
            ) : preview.data ? (
              <>
                Zostanie utworzonych: <strong className="tabular-nums">{preview.data.toCreate}</strong>
                {' · '}już istnieje: <span className="tabular-nums">{preview.data.existing}</span>
                {' · '}minione: <span className="tabular-nums">{preview.data.past}</span>
                {preview.data.refused > 0 && (
                  <>
                    {' · '}poza zasadami: <span className="tabular-nums">{preview.data.refused}</span>
                  </>
                )}
              </>
            ) : preview.isError ? (
              <span className="text-red-700">Nie udało się policzyć slotów</span>
            ) : (
              'Liczenie…'
            )}
          </p>
          <Button type="submit" disabled={!toCreate || create.isPending}>
            <CalendarPlus aria-hidden="true" />
            {create.isPending ? SENDING_LABEL.pl : `Dodaj sloty z dostępności (${toCreate ?? 0})`}
          </Button>
        </form>

        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:items-end">
          <Field label="Dzień do wyczyszczenia" className="flex-1">
            <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
          </Field>
          <Button
            variant="outline"
            disabled={!day || removeDay.isPending}
            onClick={() => setConfirmDay(true)}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" /> Usuń wolne sloty dnia
          </Button>
        </div>
        <ConfirmDialog
          open={confirmDay}
          onOpenChange={setConfirmDay}
          title="Usunąć wolne sloty tego dnia?"
          description={`Wszystkie wolne sloty dnia ${day.split('-').reverse().join('.')} znikną z kalendarza. Zarezerwowane zostaną.`}
          confirmLabel="Usuń wolne sloty"
          pendingLabel={SENDING_LABEL.pl}
          pending={removeDay.isPending}
          onConfirm={() => removeDay.mutate(day, { onSettled: () => setConfirmDay(false) })}
        />
      </CardContent>
    </Card>
  );
}
