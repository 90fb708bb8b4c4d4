import type { CorrectionAmounts, CorrectionDraft } from '@shared/contracts/invoices';
import { formatPln } from '@shared/money';
import { formatIsoDay } from '@web/i18n/format';
import { cn } from '@web/lib/cn';

const STATES = [
  ['before', 'Przed korektą'],
  ['after', 'Po korekcie'],
  ['difference', 'Różnica'],
] as const;

const AMOUNTS = [
  ['net', 'Netto'],
  ['vat', 'VAT 23%'],
  ['gross', 'Brutto'],
] as const;

type States = Record<(typeof STATES)[number][0], CorrectionAmounts>;

/** One line (or the totals): its name over three rows, net, VAT and gross, in each state. */
function Group({ title, states, total }: { title: string; states: States; total?: boolean }) {
  return (
    <tbody className="border-t border-slate-200">
      <tr>
        <th scope="rowgroup" colSpan={4} className="pt-2 pb-0.5 text-left font-semibold text-slate-900">
          {title}
        </th>
      </tr>
      {AMOUNTS.map(([key, label]) => (
        <tr key={key} className={total && key === 'gross' ? 'font-semibold' : undefined}>
          <th
            scope="row"
            className={cn(
              'pr-2 text-left whitespace-nowrap',
              total && key === 'gross' ? 'text-slate-900' : 'font-normal text-slate-600',
            )}
          >
            {label}
          </th>
          {STATES.map(([state]) => (
            <td key={state} className="pl-2 text-right whitespace-nowrap tabular-nums">
              {formatPln(states[state][key])}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The draft of a correction as Polish practice shows one: each line of the corrected invoice before the
 * correction, after it and the difference, then the totals. At 375 px the amounts keep their columns; the
 * table scrolls inside its own box if a long amount ever needs more, never the page.
 */
export function CorrectionDraftView({ draft }: { draft: CorrectionDraft }) {
  return (
    <div className="space-y-2 text-sm">
      <dl className="grid grid-cols-1 gap-x-3 gap-y-0.5 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Korygowana faktura</dt>
        <dd className="font-medium">
          {draft.corrects.number} z {formatIsoDay(draft.corrects.issueDate)}
        </dd>
        <dt className="text-slate-600">Przyczyna korekty</dt>
        <dd className="break-words">{draft.reason}</dd>
        <dt className="text-slate-600">Data wystawienia</dt>
        <dd>{formatIsoDay(draft.issueDate)} (numer FK zostanie nadany przy wystawieniu)</dd>
      </dl>
      <div className="overflow-x-auto rounded-md border border-slate-200 px-3 pb-2">
        <table className="w-full border-collapse text-xs sm:text-sm">
          <caption className="sr-only">Pozycje korekty: przed korektą, po korekcie i różnica</caption>
          <thead>
            <tr className="align-bottom">
              <th scope="col">
                <span className="sr-only">Kwota</span>
              </th>
              {STATES.map(([state, label]) => (
                <th key={state} scope="col" className="py-2 pl-2 text-right font-semibold text-slate-700">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          {draft.rows.map((row, index) => (
            <Group key={index} title={`${index + 1}. ${row.description}`} states={row} />
          ))}
          <Group title="Razem" states={draft.totals} total />
        </table>
      </div>
    </div>
  );
}
