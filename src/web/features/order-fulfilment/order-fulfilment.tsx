import { formatPln } from '@shared/money';
import { FileDown } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderCustomer } from '@shared/contracts/order-admin';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { formatDate } from '@web/i18n/format';
import { invoiceFileUrl } from '@shared/contracts/invoices';
import { proformaUrl, useCreateCustomer, useOrderFulfilment } from './api';
import { PaymentsLedger } from './payments-ledger';
import { GiveBuyerForm } from './buyer-form';
import { RefundForm } from './refund-form';

type OrderFulfilmentProps = {
  orderId: string;
  timeZone: string;
  /** The tenants and systems screens showing this record (the page knows the paths). */
  tenantHref(id: string): string;
  instanceHref(id: string): string;
  /** After 'Utwórz klienta': the page shows the new tenant with its credentials. */
  onCustomerCreated(customer: OrderCustomer): void;
};

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * In an order's manage dialog: the pro forma to download, the payment ('Opłacone'), and the
 * customer the order became — or 'Utwórz klienta' once it is paid.
 */
export function OrderFulfilment({
  orderId,
  timeZone,
  tenantHref,
  instanceHref,
  onCustomerCreated,
}: OrderFulfilmentProps) {
  const query = useOrderFulfilment(orderId);
  const create = useCreateCustomer(orderId);
  const data = query.data;

  if (query.isPending) return <Spinner label="Ładowanie pro formy i płatności..." className="mt-6" />;
  if (query.isError || !data) {
    return <p className="mt-6 text-sm text-red-700">Nie udało się wczytać pro formy i płatności.</p>;
  }
  const { proforma, payment, tenant, scmInstance } = data;
  // What the invoices still hold: the invoice less its corrections (which are negative).
  const refundablePln =
    Math.round(data.invoices.reduce((sum, invoice) => sum + invoice.grossPln * 100, 0)) / 100;

  return (
    <>
      <Section id="order-proforma-title" title="Faktura pro forma">
        {proforma ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-slate-800">
              <strong className="font-semibold">{proforma.number}</strong> z{' '}
              {formatDate(proforma.issuedAt, timeZone)}, brutto {formatPln(proforma.grossPln, 'whole-bare')}
            </p>
            <Button asChild variant="outline" size="sm">
              <a href={proformaUrl(orderId)} download>
                <FileDown aria-hidden="true" /> Pobierz pro formę (PDF)
              </a>
            </Button>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">To zamówienie nie ma pro formy.</p>
        )}
      </Section>

      <Section id="order-payment-title" title="Płatność">
        {proforma ? (
          <PaymentsLedger
            orderId={orderId}
            ledger={data.payments}
            payable={data.status !== 'cancelled'}
            timeZone={timeZone}
            buyerMissing={data.buyerMissing}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-600">Nieopłacone.</p>
        )}
      </Section>

      <Section id="order-invoices-title" title="Faktury VAT">
        {data.invoices.length ? (
          <ul className="mt-2 space-y-2 text-sm">
            {data.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-slate-800">
                  {invoice.kind === 'correction' ? 'Korekta ' : ''}
                  <strong className="font-semibold">{invoice.number}</strong> z{' '}
                  {formatDate(`${invoice.issueDate}T12:00:00Z`, timeZone)}, brutto{' '}
                  {formatPln(invoice.grossPln, 'whole-bare')}
                </p>
                <span className="flex gap-2">
                  <Button asChild variant="outline" size="sm">
                    <a href={invoiceFileUrl(invoice.id, 'pdf')} download>
                      <FileDown aria-hidden="true" /> PDF
                      <span className="sr-only"> faktury {invoice.number}</span>
                    </a>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <a href={invoiceFileUrl(invoice.id, 'xml')} download>
                      <FileDown aria-hidden="true" /> XML
                      <span className="sr-only"> faktury {invoice.number} (KSeF)</span>
                    </a>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : data.buyerMissing && data.status !== 'cancelled' ? (
          <GiveBuyerForm orderId={orderId} paid={payment !== null} />
        ) : data.invoiceFailure ? (
          <p className="mt-2 text-sm text-red-700" role="status">
            Faktury nie wystawiono: {data.invoiceFailure.message} Ponów w &apos;Faktury&apos; po poprawce.
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            Fakturę VAT wystawimy automatycznie po zaksięgowaniu płatności.
          </p>
        )}
        {refundablePln > 0.005 && <RefundForm orderId={orderId} refundablePln={refundablePln} />}
      </Section>

      <Section id="order-customer-title" title="Klient">
        {tenant || scmInstance ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Tenant</dt>
            <dd>
              {tenant ? (
                // The tenant and the instance share the club's name: the link says which it opens.
                <Link
                  href={tenantHref(tenant.id)}
                  className={linkClass}
                  aria-label={`Tenant ${tenant.tenantName}`}
                >
                  {tenant.tenantName}
                </Link>
              ) : (
                'usunięty'
              )}
            </dd>
            <dt className="text-slate-600">Instancja systemu</dt>
            <dd>
              {scmInstance ? (
                <Link
                  href={instanceHref(scmInstance.id)}
                  className={linkClass}
                  aria-label={`Instancja systemu ${scmInstance.instanceName}`}
                >
                  {scmInstance.instanceName}
                </Link>
              ) : (
                'usunięta'
              )}
            </dd>
          </dl>
        ) : payment ? (
          <div className="mt-2 space-y-3 text-sm text-slate-700">
            <p>
              Utworzy tenanta z danymi dostępowymi API i instancję systemu klubu, z planem i modułami z
              zamówienia. Powitalny e-mail otrzyma administrator: {data.administratorEmail}.
            </p>
            <Button
              disabled={create.isPending}
              onClick={() => create.mutate(undefined, { onSuccess: onCustomerCreated })}
            >
              {create.isPending ? SENDING_LABEL.pl : 'Utwórz klienta'}
            </Button>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Klienta utworzysz po zaksięgowaniu płatności.</p>
        )}
      </Section>
    </>
  );
}
