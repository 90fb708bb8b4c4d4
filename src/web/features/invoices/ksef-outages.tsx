import { useState, type FormEvent } from 'react';
import type { KsefOutage } from '@shared/contracts/ksef-sending';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ApiRequestError } from '@web/lib/api';
import { serverMessage } from '@web/lib/api';
import { useDeclareKsefOutage, useRemoveKsefOutage } from './api';

const KINDS = [
  { value: 'failure', label: 'Awaria KSeF (7 dni roboczych po jej zakończeniu)' },
  { value: 'offline', label: 'Niedostępność KSeF (następny dzień roboczy po jej zakończeniu)' },
] as const;
const KIND_LABELS = { failure: 'Awaria', offline: 'Niedostępność' } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('pl-PL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
/** The browser's local date and time (datetime-local) as an ISO instant; '' stays '' (the server names it). */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * 'Ogłoszona niedostępność KSeF': the operator declares an unavailability or failure the Ministry announced
 * (BIP, the API), from–to; invoices issued in it are offline from the start, and every offline invoice it
 * touches gets the longer deadline. Removing a declaration made by mistake dates them again.
 */
export function KsefOutages({ outages }: { outages: KsefOutage[] }) {
  const declare = useDeclareKsefOutage();
  const remove = useRemoveKsefOutage();
  const [kind, setKind] = useState<'failure' | 'offline'>('failure');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [note, setNote] = useState('');
  const fields = declare.error instanceof ApiRequestError ? declare.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    declare.mutate(
      { kind, startsAt: instantOf(startsAt), endsAt: instantOf(endsAt), ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setStartsAt('');
          setEndsAt('');
          setNote('');
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ogłoszona niedostępność lub awaria KSeF</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p className="text-slate-700">
          Gdy Ministerstwo Finansów ogłosi niedostępność albo awarię KSeF (BIP, komunikat w API), wpisz jej
          czas. Faktury wystawione w tym czasie są wystawiane offline, a terminy przesłania faktur offline są
          liczone od jej zakończenia.
        </p>
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
          <Field label="Rodzaj" error={fields.kind} className="sm:col-span-2">
            <Select options={KINDS} value={kind} onValueChange={(value) => setKind(value as typeof kind)} />
          </Field>
          <Field label="Od" error={fields.startsAt}>
            <Input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
          </Field>
          <Field label="Do" error={fields.endsAt}>
            <Input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
          </Field>
          <Field label="Komunikat (np. adres w BIP)" error={fields.note} className="sm:col-span-2">
            <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={declare.isPending}>
              {declare.isPending ? 'Zapisywanie...' : 'Zapisz ogłoszenie'}
            </Button>
            {declare.error && Object.keys(fields).length === 0 ? (
              <p role="alert" className="text-red-800">
                {serverMessage(declare.error)}
              </p>
            ) : null}
          </div>
        </form>
        {outages.length > 0 ? (
          <ul className="divide-y divide-slate-200" aria-label="Ogłoszenia o niedostępności KSeF">
            {outages.map((outage) => (
              <li key={outage.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <strong>{KIND_LABELS[outage.kind]}</strong>: {when(outage.startsAt)} – {when(outage.endsAt)}
                  {outage.note ? ` · ${outage.note}` : ''}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(outage.id)}
                >
                  Usuń
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">Brak ogłoszonych niedostępności.</p>
        )}
      </CardContent>
    </Card>
  );
}
