import { formatPln } from '@shared/money';
import { useId, useState } from 'react';
import { statementConfirmRequestSchema, type StatementLine } from '@shared/contracts/statements';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useUnpaidOrders } from './api';

const grosze = (amount: number) => Math.round(amount * 100);

/**
 * Manual pairing of a credit the matching could not settle: the operator picks the unpaid order it pays
 * (the matched one first when there is one) and books it. Less than is left to pay books as a partial
 * payment (the order waits for the rest), or, with a reason, the difference is accepted and the order paid.
 */
export function PairLine({
  line,
  pending,
  onBook,
}: {
  line: StatementLine;
  pending: boolean;
  onBook(orderId: string, acceptDifferenceReason?: string): void;
}) {
  const unpaid = useUnpaidOrders();
  const [chosen, setChosen] = useState(line.order?.id ?? '');
  const [accepting, setAccepting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const selectId = useId();
  const reasonId = useId();
  const options = unpaid.data?.items ?? [];
  const order =
    options.find((option) => option.id === chosen) ?? (line.order?.id === chosen ? line.order : null);
  const due = order ? grosze(order.grossPln) - grosze(order.paidPln) : null;
  const shortBy = due !== null ? due - grosze(line.amountPln) : 0;

  const acceptAndBook = () => {
    const parsed = statementConfirmRequestSchema.safeParse({
      orderId: chosen,
      acceptDifference: true,
      reason,
    });
    if (!parsed.success) {
      setReasonError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? null);
      return;
    }
    setReasonError(null);
    onBook(chosen, reason.trim());
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={selectId} className="sr-only">
            Zamówienie, które opłaca wpłata {formatPln(line.amountPln, 'whole-bare')} z {line.bookedOn}
          </label>
          <NativeSelect
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="max-w-64"
            disabled={unpaid.isPending}
          >
            <option value="">{unpaid.isPending ? 'Wczytywanie zamówień...' : 'Wybierz zamówienie'}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.proformaNumber} · {option.clubName} · {formatPln(option.grossPln, 'whole-bare')}
                {option.paidPln > 0 ? ` (zapłacono ${formatPln(option.paidPln, 'whole-bare')})` : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button size="sm" disabled={!chosen || pending} onClick={() => onBook(chosen)}>
          {shortBy > 0 ? 'Zaksięguj jako wpłatę częściową' : 'Zaksięguj'}
        </Button>
        {shortBy > 0 && !accepting ? (
          <Button size="sm" variant="outline" disabled={pending} onClick={() => setAccepting(true)}>
            Przyjmij różnicę {formatPln(shortBy / 100, 'whole-bare')}
          </Button>
        ) : null}
      </div>
      {shortBy > 0 && accepting ? (
        <div className="flex flex-wrap items-start gap-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={reasonId} className="text-sm text-slate-700">
              Powód przyjęcia różnicy {formatPln(shortBy / 100, 'whole-bare')}
            </label>
            <Input
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              className="mt-1"
            />
            {reasonError ? (
              <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-700">
                {reasonError}
              </p>
            ) : null}
          </div>
          <Button size="sm" className="mt-6" disabled={pending} onClick={acceptAndBook}>
            Zaksięguj i przyjmij różnicę
          </Button>
        </div>
      ) : null}
    </div>
  );
}
