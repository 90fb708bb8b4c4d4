import { ShoppingCart } from 'lucide-react';
import type { Quote } from '@shared/pricing/calculator';
import { PLANS, type BillingPeriod, type PlanId } from '@shared/pricing/catalogue';
import { Button } from '@web/components/ui/button';
import { useLanguage, useMessages } from '@web/i18n/language';
import { fill, pricingMessages } from './messages';
import { usePrice } from './use-price';

type PricingTotalProps = {
  plan: PlanId | null;
  period: BillingPeriod;
  moduleCount: number;
  total: Quote | null;
  onOrder(): void;
};

/** The live total of the landing selection (plan + add-ons, same size and period) and the order action. */
export function PricingTotal({ plan, period, moduleCount, total, onOrder }: PricingTotalProps) {
  const t = useMessages(pricingMessages);
  const { language } = useLanguage();
  const price = usePrice();
  const unit = period === 'monthly' ? t.perMonth : t.perYear;

  return (
    <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg">
      <h3 className="text-sm font-semibold tracking-wider text-brass-300 uppercase">{t.totalLabel}</h3>
      <div aria-live="polite" aria-atomic="true" className="mt-3 min-h-28">
        {plan === null || total === null ? (
          <p className="text-slate-200">{t.totalNoPlan}</p>
        ) : (
          <>
            <p className="text-sm text-slate-200">
              {PLANS[plan].name[language]}
              {moduleCount > 0 && ` + ${t.modulesCount(moduleCount)}`}
            </p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
              <span data-testid="landing-total" className="text-4xl font-extrabold tracking-tight">
                {price(total.totalNet)}
              </span>
              <span className="text-sm text-slate-200">
                {unit} {t.net}
              </span>
            </p>
            <p className="mt-2 text-sm text-green-200">
              {fill(period === 'yearly' ? t.yearlySaving : t.switchToYearly, {
                price: price(total.yearlySaving),
              })}
            </p>
          </>
        )}
      </div>
      <Button
        variant="accent"
        size="lg"
        className="mt-5 w-full"
        onClick={onOrder}
        disabled={plan === null}
        aria-describedby={plan === null ? 'pricing-order-hint' : undefined}
      >
        <ShoppingCart aria-hidden="true" />
        {t.order}
      </Button>
      {plan === null && (
        <p id="pricing-order-hint" className="mt-2 text-center text-sm text-slate-200">
          {t.orderNeedsPlan}
        </p>
      )}
    </div>
  );
}
