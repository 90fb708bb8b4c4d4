import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingRules } from '@shared/booking-rules';
import { BOOKING_RULES_PATH } from '@shared/contracts/demo';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ListError, ListLoading } from '@web/components/ui/list-states';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, ApiRequestError } from '@web/lib/api';

const RULES_KEY = [BOOKING_RULES_PATH] as const;
type Draft = { minNoticeHours: string; bufferMinutes: string; maxPerDay: string };
const draftOf = (rules: BookingRules): Draft => ({
  minNoticeHours: String(rules.minNoticeHours),
  bufferMinutes: String(rules.bufferMinutes),
  maxPerDay: rules.maxPerDay === null ? '' : String(rules.maxPerDay),
});
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * 'Zasady rezerwacji': the server holds them for every booking and reschedule, and the visitors' calendar
 * offers only what they allow (a day they leave nothing on shows as full).
 */
export function BookingRulesCard() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: RULES_KEY,
    queryFn: () => apiRequest<BookingRules>('GET', BOOKING_RULES_PATH),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);
  const save = useMutation({
    mutationFn: (rules: BookingRules) => apiRequest<BookingRules>('PUT', BOOKING_RULES_PATH, rules),
    onSuccess: (rules) => {
      setErrors({});
      queryClient.setQueryData(RULES_KEY, rules);
      toast({ title: 'Zasady zapisane', description: 'Kalendarz odwiedzających stosuje je od teraz.' });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setErrors(error.fields);
      toast({ title: 'Błąd', description: 'Nie udało się zapisać zasad rezerwacji', variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    save.mutate({
      minNoticeHours: numberOf(draft.minNoticeHours),
      bufferMinutes: numberOf(draft.bufferMinutes),
      maxPerDay: draft.maxPerDay.trim() === '' ? null : numberOf(draft.maxPerDay),
    });
  };
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => (current ? { ...current, [key]: event.target.value } : current));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Zasady rezerwacji</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ListError
            plain
            title="Błąd podczas ładowania zasad rezerwacji"
            error={query.error}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retryLabel="Spróbuj ponownie"
            showStatus={false}
          />
        ) : !draft ? (
          <ListLoading text="Ładowanie zasad..." />
        ) : (
          <form noValidate onSubmit={submit} className="space-y-4" data-testid="booking-rules">
            <Field
              label="Minimalne wyprzedzenie (godziny)"
              hint="Tak wcześnie przed prezentacją kończy się możliwość jej rezerwacji."
              error={errors.minNoticeHours}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.minNoticeHours}
                onChange={set('minNoticeHours')}
              />
            </Field>
            <Field
              label="Przerwa po prezentacji (minuty)"
              hint="W tym czasie po prezentacji nie zaczyna się następna."
              error={errors.bufferMinutes}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.bufferMinutes}
                onChange={set('bufferMinutes')}
              />
            </Field>
            <Field
              label="Najwięcej prezentacji dziennie"
              hint="Puste pole: bez limitu."
              error={errors.maxPerDay}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                value={draft.maxPerDay}
                onChange={set('maxPerDay')}
              />
            </Field>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Zapisywanie...' : 'Zapisz zasady'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
