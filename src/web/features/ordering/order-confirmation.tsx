import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { OrderCreated } from '@shared/contracts/order';
import { formatCalendarDay } from '@shared/date-format';
import { PLAN_IDS, PLANS, type PlanId } from '@shared/pricing/catalogue';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { formatAmount } from '@web/i18n/format';
import { useLanguage } from '@web/i18n/language';
import type { OrderingMessages } from './messages';
import { BuyerDetails } from './buyer-details';
import { TransferDetails } from './transfer-details';

type Props = {
  order: OrderCreated;
  email: string;
  t: OrderingMessages;
  /** The module names in the page's language (the full dialog has them; the simple one orders no modules). */
  moduleNames?: Readonly<Record<string, string>>;
  onClose(): void;
};

const isPlan = (plan: string): plan is PlanId => (PLAN_IDS as readonly string[]).includes(plan);

/**
 * What the dialog shows once an order is placed, under the title `confirmedTitle`: its number, the summary as the server priced it
 * (the answer's `shown` totals, in the visitor's currency) and the next steps: pro forma by e-mail, payment by
 * transfer within 14 days, access once the payment is booked. The toast of product §8 is shown as well.
 */
export function OrderConfirmation({ order, email, t, moduleNames = {}, onClose }: Props) {
  const { language } = useLanguage();
  const numberRef = useRef<HTMLDivElement>(null);
  // The form the focus was in is gone: the order number takes it (the dialog's title says what happened).
  useEffect(() => numberRef.current?.focus(), []);
  const [year, month, day] = order.paymentDue.split('-').map(Number) as [number, number, number];
  const due = formatCalendarDay({ year, month, day });
  const unit = order.paymentMode === 'monthly' ? t.perMonth : t.perYear;
  const money = (amount: number) => formatAmount(amount, language);

  return (
    <div className="space-y-5" data-testid="order-confirmation">
      <div
        ref={numberRef}
        tabIndex={-1}
        className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <CheckCircle2 className="mt-1 size-6 shrink-0 text-green-700" aria-hidden="true" />
        <div>
          <p className="text-sm text-slate-700">{t.orderNumber}</p>
          <p className="text-xl font-semibold text-slate-900 tabular-nums" data-testid="order-number">
            {order.number}
          </p>
        </div>
      </div>
      <section
        aria-labelledby="order-confirmed-summary"
        className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      >
        <h4 id="order-confirmed-summary" className="text-base font-semibold text-slate-900">
          {t.pricedSummary}
        </h4>
        <dl className="mt-3 space-y-1.5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t.plan}</dt>
            <dd className="text-right font-medium text-slate-900">
              {isPlan(order.plan) ? PLANS[order.plan].name[language] : order.plan} (
              {order.paymentMode === 'monthly' ? t.monthly : t.yearly})
            </dd>
          </div>
          {order.selectedModules.length > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t.modules}</dt>
              <dd className="text-right font-medium text-slate-900">
                {order.selectedModules.map((id) => moduleNames[id] ?? id).join(', ')}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
            <dt className="font-semibold text-slate-900">{t.totalNet}</dt>
            <dd data-testid="confirmed-total-net" className="font-semibold text-slate-900">
              {money(order.shown.totalNet)} {unit}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t.vat}</dt>
            <dd className="text-slate-900">{money(order.shown.vat)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="font-semibold text-slate-900">{t.totalGross}</dt>
            <dd data-testid="confirmed-total-gross" className="font-semibold text-slate-900">
              {money(order.shown.totalGross)} {unit}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="order-next-steps">
        <h4 id="order-next-steps" className="text-base font-semibold text-slate-900">
          {t.nextSteps}
        </h4>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>{t.stepProforma(email)}</li>
          <li>{t.stepPayment(due)}</li>
          <li>{t.stepAccess}</li>
        </ol>
      </section>
      <TransferDetails transfer={order.transfer} t={t} />
      {order.buyerToken ? <BuyerDetails orderId={order.id} token={order.buyerToken} t={t} /> : null}
      <DialogFooter>
        <Button onClick={onClose}>{t.done}</Button>
      </DialogFooter>
    </div>
  );
}
