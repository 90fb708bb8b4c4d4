import { invoiceFileUrl } from '@shared/contracts/invoices';
import { formatIsoDay } from '@shared/date-format';
import { KSEF_STATUS_LABELS, type InvoiceSummary } from '@shared/contracts/invoices';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useResendInvoice } from './api';

const TONES: Record<NonNullable<InvoiceSummary['ksefStatus']>, BadgeTone> = {
  queued: 'grey',
  sending: 'blue',
  accepted: 'green',
  offline: 'yellow',
  rejected: 'red',
};

const link = 'text-brand-700 underline-offset-2 hover:underline';

/**
 * One invoice's place in KSeF, as 'Faktury' shows it: the state, then its KSeF number (and the UPO), an
 * offline invoice's deadline, or KSeF's reason for a rejection with 'Wyślij ponownie'. Read again live.
 */
/** What the row says of the offline mode before the deadline. */
const OFFLINE_MODE_NOTES = {
  offline24: '',
  offline: 'Niedostępność KSeF. ',
  failure: 'Awaria KSeF. ',
} as const;

export function KsefState({ invoice }: { invoice: InvoiceSummary }) {
  const resend = useResendInvoice();
  const status = invoice.ksefStatus;
  if (!status) return <span className="text-slate-600">Nie wysyłana (przesyłana ręcznie)</span>;
  return (
    <div className="space-y-1" data-testid={`ksef-state-${invoice.number}`}>
      <Badge tone={TONES[status]}>{KSEF_STATUS_LABELS[status]}</Badge>
      {invoice.ksefNumber ? (
        <p className="font-mono text-xs break-all text-slate-800">
          <span className="sr-only">Numer KSeF: </span>
          {invoice.ksefNumber}
        </p>
      ) : null}
      {status === 'offline' && invoice.ksefDeadline ? (
        <p className="text-xs text-amber-900">
          {OFFLINE_MODE_NOTES[invoice.ksefOfflineMode ?? 'offline24']}Termin przesłania do KSeF:{' '}
          {formatIsoDay(invoice.ksefDeadline)}
        </p>
      ) : null}
      {status === 'rejected' && invoice.ksefError ? (
        <p className="text-xs break-words text-red-800">{invoice.ksefError}</p>
      ) : null}
      {status === 'rejected' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          onClick={() => resend.mutate(invoice.id)}
        >
          Wyślij ponownie<span className="sr-only"> fakturę {invoice.number}</span>
        </Button>
      ) : null}
      {invoice.hasUpo ? (
        <a href={invoiceFileUrl(invoice.id, 'upo')} download className={`${link} text-xs`}>
          UPO<span className="sr-only"> faktury {invoice.number}</span>
        </a>
      ) : null}
    </div>
  );
}
