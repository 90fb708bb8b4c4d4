import { formatPln } from '@shared/money';
import { grossPlnOf, type OrderRow } from '../orders/public';
import type { StatementCredit } from './credit';
import type { StatementLineRow } from './repository';

/**
 * The pro forma numbers a transfer title quotes, however the bank or the buyer wrote them: 'PF/2027/06/0001',
 * 'pf 2027 06 1', 'PF-2027-06-0001', 'PF2027060001'.
 */
export function proformaNumbersIn(title: string): string[] {
  const found = new Set<string>();
  for (const match of title.matchAll(/P\W*F\W*(\d{4})\W*(\d{2})\W*(\d{1,4})(?!\d)/gi)) {
    found.add(`PF/${match[1]}/${match[2]}/${match[3]!.padStart(4, '0')}`);
  }
  return [...found];
}

/** What is left to pay on the order, in grosze: the gross less the payments so far. */
const dueGroszeOf = (order: OrderRow) =>
  Math.round(grossPlnOf(order) * 100) - Math.round((order.paidAmountPln ?? 0) * 100);

export type CreditMatch = Pick<StatementLineRow, 'state' | 'note' | 'orderId'>;

/**
 * What each credit pays, judged against the unpaid orders its title names, all read in one query. An
 * order is the exact match of one credit only: a second transfer of the same pro forma on the statement
 * (a payment sent twice) waits for the operator.
 */
export async function matchCredits(
  credits: StatementCredit[],
  unpaidOrdersNumbered: (numbers: string[]) => Promise<OrderRow[]>,
): Promise<CreditMatch[]> {
  const numbersOf = credits.map((credit) => proformaNumbersIn(credit.title));
  const unpaid = await unpaidOrdersNumbered([...new Set(numbersOf.flat())]);
  const byNumber = new Map(unpaid.map((order) => [order.proformaNumber!, order]));
  const claimed = new Set<string>();
  return credits.map((credit, at) => {
    const numbers = numbersOf[at]!;
    if (!numbers.length)
      return { state: 'unmatched', note: 'Tytuł nie zawiera numeru pro formy', orderId: null };
    const found = numbers.flatMap((number) => byNumber.get(number) ?? []);
    if (!found.length) {
      return {
        state: 'unmatched',
        note: `Brak nieopłaconego zamówienia z pro formą ${numbers.join(', ')}`,
        orderId: null,
      };
    }
    if (found.length > 1) {
      return {
        state: 'partial',
        note: `Tytuł wskazuje kilka zamówień: ${numbers.join(', ')}`,
        orderId: null,
      };
    }
    const order = found[0]!;
    const gross = grossPlnOf(order);
    const due = dueGroszeOf(order);
    if (due !== Math.round(credit.amount * 100)) {
      const paidSoFar = order.paidAmountPln ? ` (zapłacono już ${formatPln(order.paidAmountPln)})` : '';
      return {
        state: 'partial',
        note: `Kwota ${formatPln(credit.amount)} różni się od kwoty pro formy ${order.proformaNumber}: ${formatPln(gross)}${paidSoFar}`,
        orderId: order.id,
      };
    }
    if (claimed.has(order.id)) {
      return {
        state: 'partial',
        note: `Pro formę ${order.proformaNumber} opłaca już inna wpłata z tego wyciągu: sprawdź, czy to nie podwójny przelew`,
        orderId: order.id,
      };
    }
    claimed.add(order.id);
    return { state: 'exact', note: null, orderId: order.id };
  });
}
