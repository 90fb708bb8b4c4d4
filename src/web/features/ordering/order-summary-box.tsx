import { useWatch, type Control } from 'react-hook-form';
import { MODULE_IDS_BY_CATALOGUE } from '@shared/validation/order-fields';
import { modulePrice } from '@shared/pricing/calculator';
import { PLAN_IDS, PLANS } from '@shared/pricing/catalogue';
import { useLanguage } from '@web/i18n/language';
import type { FullOrderFormValues } from './full-order-form';
import type { OrderingMessages } from './messages';
import { usePrice, useDisplayQuote } from '@web/lib/use-price';

type Props = {
  control: Control<FullOrderFormValues>;
  t: OrderingMessages;
  moduleNames: Readonly<Record<string, string>>;
};

/**
 * The live summary: plan and modules with their prices, total net, VAT 23% and gross (product §9). In English
 * every line is the whole-euro price its card shows and the totals add them up (the one euro rule, `quoteIn`),
 * the same figures the server returns for the order.
 */
export function OrderSummaryBox({ control, t, moduleNames }: Props) {
  const { language } = useLanguage();
  const item = usePrice();
  const { quote, money: price } = useDisplayQuote();
  const [plan, period, catalogue, selected] = useWatch({
    control,
    name: ['plan', 'paymentMode', 'moduleCatalogue', 'selectedModules'],
  });
  if (!PLAN_IDS.includes(plan)) return null;
  const known = MODULE_IDS_BY_CATALOGUE[catalogue] ?? [];
  const modules = (Array.isArray(selected) ? selected : []).filter((id) => known.includes(id));
  const total = quote({ catalogue, plan, period, modules });
  const unit = period === 'monthly' ? t.perMonth : t.perYear;

  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="order-summary-title" className="text-base font-semibold text-slate-900">
        {t.summary}
      </h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            {PLANS[plan].name[language]} ({period === 'monthly' ? t.monthly : t.yearly})
          </dt>
          <dd className="font-medium text-slate-900">{price(total.planPrice)}</dd>
        </div>
        {modules.map((id) => (
          <div key={id} className="flex justify-between gap-4">
            <dt className="text-slate-700">+ {moduleNames[id] ?? id}</dt>
            <dd className="font-medium text-slate-900">{item(modulePrice(catalogue, id, plan, period))}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
          <dt className="font-semibold text-slate-900">{t.totalNet}</dt>
          <dd data-testid="order-total-net" className="font-semibold text-slate-900">
            {price(total.totalNet)} {unit}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{t.vat}</dt>
          <dd data-testid="order-vat" className="text-slate-900">
            {price(total.vat)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="font-semibold text-slate-900">{t.totalGross}</dt>
          <dd data-testid="order-total-gross" className="font-semibold text-slate-900">
            {price(total.totalGross)} {unit}
          </dd>
        </div>
      </dl>
    </section>
  );
}
