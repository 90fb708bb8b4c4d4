import { formatPln } from '@shared/money';
import { useId, useState } from 'react';
import type { StatementLine } from '@shared/contracts/statements';
import { Button } from '@web/components/ui/button';
import { fieldClass } from '@web/components/ui/input';
import { useUnpaidOrders } from './api';

/**
 * Manual pairing of a credit the matching could not settle: the operator picks the unpaid order it pays
 * (the matched one first when there is one) and books it; the server books it once, as for an exact match.
 */
export function PairLine({
  line,
  pending,
  onBook,
}: {
  line: StatementLine;
  pending: boolean;
  onBook(orderId: string): void;
}) {
  const unpaid = useUnpaidOrders();
  const [chosen, setChosen] = useState(line.order?.id ?? '');
  const selectId = useId();
  const options = unpaid.data?.items ?? [];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={selectId} className="sr-only">
          Zamówienie, które opłaca wpłata {formatPln(line.amountPln, 'whole-bare')} z {line.bookedOn}
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className={`${fieldClass} max-w-64`}
          disabled={unpaid.isPending}
        >
          <option value="">{unpaid.isPending ? 'Wczytywanie zamówień...' : 'Wybierz zamówienie'}</option>
          {options.map((order) => (
            <option key={order.id} value={order.id}>
              {order.proformaNumber} · {order.clubName} · {formatPln(order.grossPln, 'whole-bare')}
            </option>
          ))}
        </select>
      </div>
      <Button size="sm" disabled={!chosen || pending} onClick={() => onBook(chosen)}>
        Zaksięguj
      </Button>
    </div>
  );
}
