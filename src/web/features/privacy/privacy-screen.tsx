import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, PRIVACY_KIND_LABELS, type PersonQuery } from '@shared/contracts/privacy';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast-store';
import { formatDateTime } from '@web/i18n/format';
import { ApiRequestError, serverMessage } from '@web/lib/api';
import { useSiteConfig } from '@web/lib/site-config';
import { useAuditLog, useErase, useExport, usePersonSearch } from './api';
import { describeCounts } from './kind-labels';

/**
 * 'Ochrona danych': find a person by e-mail or phone in every kind of record, hand them their data as one
 * JSON file (RODO art. 15/20), or erase it (art. 17) after a confirmation that names what will go.
 */
export function PrivacyScreen() {
  const [query, setQuery] = useState<PersonQuery | null>(null);
  const [confirming, setConfirming] = useState(false);
  const search = usePersonSearch(query);
  const erase = useErase();
  const exportData = useExport();
  const { businessTimeZone } = useSiteConfig();
  const counts = search.data ? describeCounts(search.data.counts) : [];
  const fieldError = search.error instanceof ApiRequestError ? search.error.fields : {};

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setQuery({
      email: String(data.get('email') ?? '').trim(),
      phone: String(data.get('phone') ?? '').trim(),
    });
  };

  const onErase = () => {
    if (!query || !search.data) return;
    erase.mutate(
      { ...query, confirmedCounts: search.data.counts },
      {
        onSuccess: (result) => {
          setConfirming(false);
          toast({ title: 'Dane usunięte', description: `Zanonimizowano rekordów: ${result.total}.` });
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            title: 'Nie usunięto danych',
            description: error instanceof Error ? error.message : String(error),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Znajdź osobę</CardTitle>
          <p className="text-sm text-slate-600">
            Szuka we wszystkich rodzajach rekordów: wiadomościach, rezerwacjach, zamówieniach (także po
            e-mailu pierwszego administratora), zapisach do testów beta i zgłoszeniach błędów. Podaj cały
            adres e-mail lub cały numer telefonu: wielkość liter i zapis numeru nie mają znaczenia.
          </p>
        </CardHeader>
        <CardContent>
          {/* The server's rule (a whole address or number) and its Polish message, not the browser's check. */}
          <form
            onSubmit={onSearch}
            noValidate
            className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <Field label="Adres e-mail" error={fieldError.email}>
              <Input name="email" type="email" autoComplete="off" />
            </Field>
            <Field label="Numer telefonu" error={fieldError.phone}>
              <Input name="phone" type="tel" autoComplete="off" />
            </Field>
            <Button type="submit" disabled={search.isFetching}>
              Szukaj
            </Button>
          </form>
        </CardContent>
      </Card>

      {search.data && (
        <Card data-testid="privacy-results">
          <CardHeader>
            <CardTitle className="text-base">Znalezione rekordy: {search.data.total}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {search.data.total === 0 ? (
              <p className="text-sm text-slate-700">Brak rekordów tej osoby (lub już zanonimizowane).</p>
            ) : (
              <>
                <ul className="divide-y divide-slate-100 text-sm">
                  {search.data.records.map((record) => (
                    <li key={`${record.kind}-${record.id}`} className="flex flex-wrap gap-x-3 py-2">
                      <span className="font-medium text-slate-900">{PRIVACY_KIND_LABELS[record.kind]}</span>
                      <span>{record.label}</span>
                      <span className="text-slate-600">{record.detail}</span>
                      <span className="text-slate-600 tabular-nums">
                        {formatDateTime(record.createdAt, businessTimeZone)}
                      </span>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    disabled={exportData.isPending}
                    onClick={() =>
                      exportData.mutate(query!, {
                        onError: (error) =>
                          toast({
                            title: 'Nie udało się wyeksportować danych',
                            description: serverMessage(error),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    {exportData.isPending ? 'Eksportowanie...' : 'Eksportuj dane (JSON)'}
                  </Button>
                  <Button variant="destructive" onClick={() => setConfirming(true)}>
                    Usuń dane osoby
                  </Button>
                </div>
              </>
            )}
          </CardContent>
        </Card>
      )}

      <ConfirmDialog
        role="dialog"
        open={confirming}
        onOpenChange={setConfirming}
        title="Usunąć dane tej osoby?"
        description="Dane osobowe zostaną zastąpione znacznikiem we wszystkich znalezionych rekordach. Rekordy i statystyki zostają. Tego nie można cofnąć."
        confirmLabel={`Usuń ${search.data?.total ?? 0} rekordów`}
        pending={erase.isPending}
        onConfirm={onErase}
      >
        <ul className="list-disc pl-5 text-sm text-slate-800" data-testid="erase-counts">
          {counts.map((item) => (
            <li key={item.kind}>
              {item.label}: {item.count}
            </li>
          ))}
        </ul>
      </ConfirmDialog>

      <AuditLog timeZone={businessTimeZone} />
    </div>
  );
}

function AuditLog({ timeZone }: { timeZone: string }) {
  const audit = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Dziennik operacji na danych osobowych</CardTitle>
        <p className="text-sm text-slate-600">Kto, kiedy, co i ilu rekordów dotyczyło – bez samych danych.</p>
      </CardHeader>
      <CardContent>
        {audit.data && audit.data.items.length === 0 && (
          <p className="text-sm text-slate-700">Brak wpisów.</p>
        )}
        {audit.data && audit.data.items.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="privacy-audit">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Kiedy
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Kto
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Co
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Ile
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {audit.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className="py-2 pr-4 tabular-nums">{formatDateTime(entry.at, timeZone)}</td>
                    <td className="py-2 pr-4">
                      {entry.actor === 'system' ? 'System (retencja)' : entry.actor}
                    </td>
                    <td className="py-2 pr-4">
                      {AUDIT_ACTIONS[entry.action as keyof typeof AUDIT_ACTIONS] ?? entry.action}
                    </td>
                    <td className="py-2">
                      {describeCounts(entry.counts)
                        .map((item) => `${item.label}: ${item.count}`)
                        .join(', ') || '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
