import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SECURITY_API, type SecurityOverview } from '@shared/contracts/mfa';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ListError, ListLoading } from '@web/components/ui/list-states';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, ApiRequestError } from '@web/lib/api';
import { CURRENT_USER_KEY, useCurrentUser } from './api';
import { AddFactor, RecoveryCodes } from './two-factor';

const SECURITY_KEY = [SECURITY_API] as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pl-PL') : '—');

/** 'Chrome na Linuksie' from a user agent: enough to tell one's devices apart. */
function device(userAgent: string | null): string {
  if (!userAgent) return 'Nieznane urządzenie';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Przeglądarka';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'inny system';
  return `${browser}, ${system}`;
}

const failed = (error: unknown) =>
  toast({
    title: 'Nie udało się',
    description: error instanceof ApiRequestError ? error.serverMessage : String(error),
    variant: 'destructive',
  });

/** The admin's own Security screen: factors, recovery codes, sessions and sign-ins of the last 90 days. */
export function SecurityScreen() {
  const queryClient = useQueryClient();
  const mustEnrol = useCurrentUser().data?.mustEnrol === true;
  const overview = useQuery({
    queryKey: SECURITY_KEY,
    queryFn: () => apiRequest<SecurityOverview>('GET', SECURITY_API),
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SecurityOverview['factors'][number] | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    // The first factor lifts the enrolment the back office was waiting for.
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
  const remove = useMutation({
    mutationFn: (path: string) => apiRequest('DELETE', path),
    onSuccess: () => {
      setRemoving(null);
      refresh();
    },
    onError: failed,
  });
  const regenerate = useMutation({
    mutationFn: () => apiRequest<{ codes: string[] }>('POST', `${SECURITY_API}/recovery-codes`),
    onSuccess: (result) => {
      setCodes(result.codes);
      refresh();
    },
    onError: failed,
  });

  if (overview.isPending) return <ListLoading text="Wczytywanie..." />;
  if (overview.isError)
    return (
      <ListError
        title="Nie udało się wczytać"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  const data = overview.data;
  if (codes) return <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;

  return (
    <div className="space-y-8">
      {mustEnrol && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Najpierw skonfiguruj logowanie dwuetapowe: dodaj klucz dostępu lub aplikację uwierzytelniającą.
          Dopiero wtedy reszta panelu będzie dostępna.
        </p>
      )}
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Metody logowania dwuetapowego</h2>
        <ul className="divide-y rounded-md border bg-white">
          {data.factors.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <p className="font-medium text-slate-900">
                  {factor.kind === 'passkey' ? `Klucz dostępu: ${factor.name}` : factor.name}
                </p>
                <p className="text-sm text-slate-600">
                  Dodano {when(factor.createdAt)} · Ostatnio użyto {when(factor.lastUsedAt)}
                </p>
              </div>
              <Button type="button" variant="outline" onClick={() => setRemoving(factor)}>
                Usuń
              </Button>
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Usunąć tę metodę logowania?"
          description={
            removing?.kind === 'passkey'
              ? `Klucz dostępu „${removing.name}” przestanie działać przy logowaniu.`
              : 'Kody z aplikacji uwierzytelniającej przestaną działać przy logowaniu.'
          }
          confirmLabel="Usuń"
          pendingLabel="Usuwanie..."
          pending={remove.isPending}
          onConfirm={() => removing && remove.mutate(`${SECURITY_API}/factors/${removing.id}`)}
        />
        {adding || data.factors.length === 0 ? (
          <AddFactor
            base={SECURITY_API}
            onAdded={(result) => {
              setAdding(false);
              if (result.recoveryCodes) setCodes(result.recoveryCodes);
              refresh();
            }}
          />
        ) : (
          <Button type="button" onClick={() => setAdding(true)}>
            Dodaj klucz dostępu lub zmień aplikację uwierzytelniającą
          </Button>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Kody odzyskiwania</h2>
        <p className="text-sm text-slate-700">Pozostało kodów: {data.recoveryCodesLeft}</p>
        <Button type="button" variant="outline" onClick={() => regenerate.mutate()}>
          Wygeneruj nowe kody
        </Button>
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Aktywne sesje</h2>
        <ul className="divide-y rounded-md border bg-white">
          {data.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <p className="font-medium text-slate-900">
                  {device(session.userAgent)} {session.current && '(ta sesja)'}
                </p>
                <p className="text-sm text-slate-600">
                  {session.ip ?? '—'} · ostatnio {when(session.lastSeenAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => remove.mutate(`${SECURITY_API}/sessions/${session.id}`)}
                >
                  Wyloguj
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Logowania z ostatnich 90 dni</h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="p-2">Kiedy</th>
              <th className="p-2">Wynik</th>
              <th className="p-2">Adres</th>
              <th className="p-2">Przeglądarka</th>
            </tr>
          </thead>
          <tbody>
            {data.signIns.map((signIn, index) => (
              <tr key={index} className="border-t">
                <td className="p-2">{when(signIn.at)}</td>
                <td className="p-2">{signIn.success ? 'Udane' : 'Nieudane'}</td>
                <td className="p-2">{signIn.ip ?? '—'}</td>
                <td className="p-2">{device(signIn.userAgent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
