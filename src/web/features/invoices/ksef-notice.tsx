import { formatIsoDay } from '@shared/date-format';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useKsefOverview } from './api';

/**
 * The dashboard's KSeF notice: without credentials it says plainly that invoices are not being sent to
 * KSeF; otherwise it lists the offline invoices with their deadlines (those due today or past first, in
 * red) and how many KSeF rejected. Nothing when all is well.
 */
export function KsefNotice({ invoicesHref, settingsHref }: { invoicesHref: string; settingsHref: string }) {
  const overview = useKsefOverview();
  const data = overview.data;
  if (!data) return null;
  if (!data.configured) {
    return (
      <Card className="border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="ksef-notice">
        <p className="font-medium">Faktury nie są wysyłane do KSeF.</p>
        <p className="mt-1">
          Brak danych dostępowych do KSeF (token albo certyfikat). Faktury są wystawiane jak dotąd i trzeba je
          przesłać do KSeF ręcznie.{' '}
          <a href={settingsHref} className="underline underline-offset-2">
            Ustawienia KSeF
          </a>
        </p>
      </Card>
    );
  }
  if (data.offline.length === 0 && data.counts.rejected === 0) return null;
  const urgent = data.offline.some((invoice) => invoice.due);
  return (
    <Card
      className={cn(
        'p-4 text-sm',
        urgent ? 'border-red-200 bg-red-50 text-red-950' : 'border-amber-200 bg-amber-50 text-amber-950',
      )}
      data-testid="ksef-notice"
    >
      {data.offline.length > 0 ? (
        <>
          <p className="font-medium">Faktury offline czekają na przesłanie do KSeF</p>
          <ul className="mt-2 space-y-1">
            {data.offline.map((invoice) => (
              <li key={invoice.id}>
                {invoice.number} · {invoice.buyerName} · termin: {formatIsoDay(invoice.deadline)}
                {invoice.overdue ? ' (po terminie)' : invoice.due ? ' (dziś)' : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.counts.rejected > 0 ? (
        <p className={cn(data.offline.length > 0 && 'mt-2')}>
          Odrzucone przez KSeF: {data.counts.rejected}. Popraw przyczynę i użyj „Wyślij ponownie”.
        </p>
      ) : null}
      <a href={invoicesHref} className="mt-2 inline-block underline underline-offset-2">
        Przejdź do faktur
      </a>
    </Card>
  );
}
