import { formatIsoDay } from '@shared/date-format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ListError } from '@web/components/ui/list-states';
import { Spinner } from '@web/components/ui/spinner';
import { useKsefCheck, useKsefOverview } from './api';
import { KsefOutages } from './ksef-outages';

const ENVIRONMENTS = { test: 'Testowe (TE)', demo: 'Przedprodukcyjne (DEMO)', prod: 'Produkcyjne' } as const;
const WAYS_IN = { token: 'Token KSeF', certificate: 'Certyfikat KSeF' } as const;

const day = (iso: string | null) => (iso ? formatIsoDay(iso.slice(0, 10)) : '—');

/**
 * The 'KSeF' screen: the environment and address, the way in and the certificates' expiry (set in the
 * server's configuration, docs/operations.md), what waits to be sent, and 'Sprawdź połączenie'.
 */
export function KsefSettings() {
  const overview = useKsefOverview();
  const check = useKsefCheck();
  if (overview.isPending) return <Spinner label="Ładowanie ustawień KSeF..." />;
  if (overview.isError) {
    return (
      <ListError
        title="Nie udało się wczytać ustawień KSeF"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  return (
    <div className="max-w-2xl space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Połączenie z KSeF</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {!data.configured ? (
            <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-950">
              Faktury nie są wysyłane do KSeF: brak tokena KSeF albo certyfikatu w konfiguracji serwera
              (KSEF_TOKEN lub KSEF_CERT_FILE i KSEF_KEY_FILE).
            </p>
          ) : null}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
            <dt className="text-slate-600">Środowisko</dt>
            <dd>{ENVIRONMENTS[data.environment]}</dd>
            <dt className="text-slate-600">Adres API</dt>
            <dd className="break-all">{data.apiUrl ?? '—'}</dd>
            <dt className="text-slate-600">Sposób uwierzytelnienia</dt>
            <dd>{data.authMethod ? WAYS_IN[data.authMethod] : 'Brak'}</dd>
            <dt className="text-slate-600">Certyfikat ważny do</dt>
            <dd>{day(data.certificateValidTo)}</dd>
            <dt className="text-slate-600">Certyfikat Offline (KOD II)</dt>
            <dd>
              {data.offlineCertificate
                ? `nr ${data.offlineCertificate.serial}, ważny do ${day(data.offlineCertificate.validTo)}`
                : 'Brak: faktury offline bez KODU II'}
            </dd>
            <dt className="text-slate-600">W kolejce / wysyłane / odrzucone</dt>
            <dd>
              {data.counts.queued} / {data.counts.sending} / {data.counts.rejected}
            </dd>
          </dl>
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <Button onClick={() => check.mutate()} disabled={check.isPending || !data.configured}>
              {check.isPending ? 'Sprawdzanie...' : 'Sprawdź połączenie'}
            </Button>
            {check.data ? (
              <p
                role="status"
                className={check.data.ok ? 'text-green-800' : 'text-red-800'}
                data-testid="ksef-check-result"
              >
                {check.data.message}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>
      {data.configured ? <KsefOutages outages={data.outages} /> : null}
    </div>
  );
}
