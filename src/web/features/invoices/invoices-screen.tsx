import { invoiceFileUrl } from '@shared/contracts/invoices';
import { formatPln } from '@shared/money';
import { FileDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import {
  KSEF_STATUS_LABELS,
  KSEF_STATUSES,
  type InvoiceFailure,
  type KsefStatus,
} from '@shared/contracts/invoices';
import { monthZipUrl, useInvoices, useRetryInvoice } from './api';
import { KsefState } from './ksef-state';

/**
 * 'Faktury': the issued invoices and corrections by month, the month's XML and PDFs as one ZIP; `children`
 * follow them on the screen (the page puts 'Import wyciągu' there).
 */
export function InvoicesScreen({
  orderHref,
  children,
}: {
  orderHref(id: string): string;
  children?: ReactNode;
}) {
  const [month, setMonth] = useState('');
  const [ksefStatus, setKsefStatus] = useState<KsefStatus | ''>('');
  const query = useInvoices(month, ksefStatus);

  return (
    <div className="space-y-8">
      {query.data?.failures.length ? (
        <FailedInvoices failures={query.data.failures} orderHref={orderHref} />
      ) : null}
      <section aria-labelledby="invoices-title">
        <h2 id="invoices-title" className="text-lg font-semibold text-slate-900">
          Wystawione faktury
        </h2>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <Label htmlFor="invoices-month">Miesiąc</Label>
            <Input
              id="invoices-month"
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              className="mt-1"
            />
          </div>
          <div>
            <Label htmlFor="invoices-ksef-status">Stan w KSeF</Label>
            <NativeSelect
              id="invoices-ksef-status"
              value={ksefStatus}
              onChange={(event) => setKsefStatus(event.target.value as KsefStatus | '')}
              className="mt-1"
            >
              <option value="">Wszystkie</option>
              {KSEF_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {KSEF_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {month ? (
            <Button asChild variant="outline">
              <a href={monthZipUrl(month)} download>
                <FileDown aria-hidden="true" /> Pobierz miesiąc (ZIP: XML i PDF)
              </a>
            </Button>
          ) : null}
        </div>
        {query.isPending ? (
          <Spinner label="Ładowanie faktur..." className="mt-4" />
        ) : query.isError ? (
          <p className="mt-4 text-sm text-red-700">Nie udało się wczytać faktur.</p>
        ) : query.data.items.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            {ksefStatus
              ? 'Żadna faktura nie jest w tym stanie.'
              : month
                ? 'W tym miesiącu nie wystawiono faktur.'
                : 'Nie wystawiono jeszcze żadnej faktury.'}
          </p>
        ) : (
          <table className="mt-4 w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">Numer</th>
                <th className="py-2 pr-3 font-medium">Nabywca</th>
                <th className="py-2 pr-3 text-right font-medium">Brutto</th>
                <th className="py-2 pr-3 font-medium">Data wystawienia</th>
                <th className="py-2 pr-3 font-medium">KSeF</th>
                <th className="py-2 font-medium">Pliki</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((invoice) => (
                <tr key={invoice.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3 font-medium text-slate-900">
                    <a
                      href={orderHref(invoice.orderId)}
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {invoice.number}
                    </a>
                    {invoice.kind === 'correction' ? (
                      <span className="ml-2 text-slate-600">korekta</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">{invoice.buyerName}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatPln(invoice.grossPln, 'whole-bare')}
                  </td>
                  <td className="py-2 pr-3">{invoice.issueDate}</td>
                  <td className="max-w-72 py-2 pr-3 align-top">
                    <KsefState invoice={invoice} />
                  </td>
                  <td className="py-2">
                    <a
                      href={invoiceFileUrl(invoice.id, 'pdf')}
                      download
                      className="mr-3 text-brand-700 underline-offset-2 hover:underline"
                    >
                      PDF<span className="sr-only"> faktury {invoice.number}</span>
                    </a>
                    <a
                      href={invoiceFileUrl(invoice.id, 'xml')}
                      download
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      XML<span className="sr-only"> faktury {invoice.number}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {children}
    </div>
  );
}

/**
 * Paid orders whose invoice the FA(3) schema refused: nothing was issued or numbered. The operator reads why,
 * fixes the order (or waits for the fix of the builder) and issues it again.
 */
function FailedInvoices({
  failures,
  orderHref,
}: {
  failures: InvoiceFailure[];
  orderHref(id: string): string;
}) {
  const retry = useRetryInvoice();
  return (
    <section
      aria-labelledby="invoice-failures-title"
      className="rounded-md border border-red-200 bg-red-50 p-4"
    >
      <h2 id="invoice-failures-title" className="text-lg font-semibold text-red-900">
        Faktury niewystawione
      </h2>
      <p className="mt-1 text-sm text-red-900">
        Wpłata jest zaksięgowana, ale schemat FA(3) odrzucił fakturę. Popraw dane zamówienia i wystaw ją
        ponownie.
      </p>
      <ul className="mt-3 space-y-3 text-sm">
        {failures.map((failure) => (
          <li key={failure.orderId} className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <a
                href={orderHref(failure.orderId)}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {failure.proformaNumber ?? failure.orderId}
              </a>{' '}
              <span className="text-slate-800">{failure.buyerName}</span>
              <p className="mt-1 break-words text-red-800">{failure.message}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={retry.isPending}
              onClick={() => retry.mutate(failure.orderId)}
            >
              Wystaw ponownie<span className="sr-only"> fakturę do {failure.proformaNumber}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
