import type { OrderPayments } from '@shared/contracts/order-admin';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { formatDate } from '@web/i18n/format';
import { formatGrosze } from '@shared/money';
import { AcceptDifferenceForm, PaymentForm } from './payment-form';

const STATE_LABELS: Record<OrderPayments['state'], string> = {
  unpaid: 'Nieopłacone',
  partial: 'Częściowo opłacone',
  paid: 'Opłacone',
  overpaid: 'Nadpłata',
};

const STATE_TONES: Record<OrderPayments['state'], BadgeTone> = {
  unpaid: 'grey',
  partial: 'yellow',
  paid: 'green',
  overpaid: 'blue',
};

const SOURCE_LABELS = { manual: 'ręcznie', statement: 'z wyciągu' } as const;

type Props = {
  orderId: string;
  ledger: OrderPayments;
  payable: boolean;
  timeZone: string;
  /** The order has no buyer an invoice can name yet: the completing payment asks for it. */
  buyerMissing: boolean;
};

/**
 * The order's payments: paid X of Y, each payment as it came, an overpayment or an accepted difference, the
 * pro forma's deadline once it has passed; and, while it is unpaid, 'Zaksięguj wpłatę' and (after a
 * payment) 'Przyjmij różnicę'.
 */
export function PaymentsLedger({ orderId, ledger, payable, timeZone, buyerMissing }: Props) {
  const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`, timeZone);
  const due = ledger.grossGrosze - ledger.paidGrosze;
  return (
    <div className="mt-2 space-y-3 text-sm" data-testid="order-payments">
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        <span data-testid="payments-summary">
          Zapłacono <strong className="font-semibold">{formatGrosze(ledger.paidGrosze)}</strong> z{' '}
          {formatGrosze(ledger.grossGrosze)}
        </span>
        <Badge tone={STATE_TONES[ledger.state]}>{STATE_LABELS[ledger.state]}</Badge>
        {ledger.overdue && ledger.dueDate ? (
          <Badge tone="red">Po terminie (do {day(ledger.dueDate)})</Badge>
        ) : null}
      </p>
      {ledger.paidOn ? <p className="text-slate-700">Opłacone, zaksięgowano {day(ledger.paidOn)}</p> : null}
      {ledger.state === 'overpaid' ? (
        <p className="text-amber-800" role="status">
          Nadpłata {formatGrosze(ledger.paidGrosze - ledger.grossGrosze)}: do zwrotu albo zaliczenia.
        </p>
      ) : null}
      {ledger.acceptedDifference ? (
        <p className="text-slate-700" data-testid="accepted-difference">
          Przyjęto różnicę {formatGrosze(ledger.acceptedDifference.amountGrosze)}:{' '}
          {ledger.acceptedDifference.reason}
        </p>
      ) : null}
      {ledger.items.length ? (
        <ul aria-label="Wpłaty" className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {ledger.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2"
            >
              <span className="font-medium text-slate-900 tabular-nums">
                {formatGrosze(item.amountGrosze)}
              </span>
              <span className="text-slate-700">
                {day(item.paidOn)}, {SOURCE_LABELS[item.source]}
              </span>
              {item.reference ? (
                <span className="w-full truncate text-slate-600" title={item.reference}>
                  {item.reference}
                </span>
              ) : null}
              <span className="w-full truncate text-xs text-slate-500">{item.bookedBy}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {payable && !ledger.paidOn ? (
        <>
          <PaymentForm
            key={ledger.paidGrosze}
            orderId={orderId}
            dueGrosze={Math.max(1, due)}
            timeZone={timeZone}
            buyerMissing={buyerMissing}
          />
          {ledger.paidGrosze > 0 && due > 0 ? (
            <AcceptDifferenceForm orderId={orderId} differenceGrosze={due} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
