import { ShoppingCart } from 'lucide-react';
import type { Quote } from '@shared/pricing/calculator';
import { PLANS, type BillingPeriod, type PlanId } from '@shared/pricing/catalogue';
import { Button } from '@web/components/ui/button';
import { useLanguage, useMessages } from '@web/i18n/language';
import { fill, pricingMessages } from './messages';
import { useDisplayQuote } from '@web/lib/use-price';

type PricingTotalProps = {
  plan: PlanId | null;
  period: BillingPeriod;
  moduleCount: number;
  total: Quote | null;
  onOrder(): void;
};

/**
 * The live total of the landing selection (plan + add-ons, same size and period) and the order action.
 * Below the large breakpoint it is a compact bar that the section keeps in view while add-ons are picked.
 */
export function PricingTotal({ plan, period, moduleCount, total, onOrder }: PricingTotalProps) {
  const t = useMessages(pricingMessages);
  const { language } = useLanguage();
  const { money: price } = useDisplayQuote();
  const unit = period === 'monthly' ? t.perMonth : t.perYear;

  return (
    <div className="flex items-center gap-4 rounded-2xl bg-brand-900 p-4 text-white shadow-lg lg:block lg:p-6">
      <div className="min-w-0 flex-1">
        <h3 className="text-xs font-semibold tracking-wider text-brass-300 uppercase lg:text-sm">
          {t.totalLabel}
        </h3>
        <div aria-live="polite" aria-atomic="true" className="mt-1 lg:mt-3 lg:min-h-28">
          {plan === null || total === null ? (
            <p className="text-sm text-slate-200 lg:text-base">{t.totalNoPlan}</p>
          ) : (
            <>
              <p className="truncate text-xs text-slate-200 lg:text-sm">
                {PLANS[plan].name[language]}
                {moduleCount > 0 && ` + ${t.modulesCount(moduleCount)}`}
              </p>
              <p className="flex flex-wrap items-baseline gap-x-1.5 lg:mt-1">
                <span
                  data-testid="landing-total"
                  className="text-2xl font-extrabold tracking-tight lg:text-4xl"
                >
                  {price(total.totalNet)}
                </span>
                <span className="text-xs text-slate-200 lg:text-sm">
                  {unit} {t.net}
                </span>
              </p>
              <p className="mt-0.5 text-xs text-green-200 lg:mt-2 lg:text-sm">
                {fill(period === 'yearly' ? t.yearlySaving : t.switchToYearly, {
                  price: price(total.yearlySaving),
                })}
              </p>
            </>
          )}
        </div>
      </div>
      <Button
        variant="accent"
        size="lg"
        className="shrink-0 px-4 sm:px-6 lg:mt-5 lg:w-full"
        onClick={onOrder}
        disabled={plan === null}
        aria-describedby={plan === null ? 'pricing-order-hint' : undefined}
      >
        <ShoppingCart aria-hidden="true" />
        {t.order}
      </Button>
      {plan === null && (
        <p
          id="pricing-order-hint"
          className="sr-only lg:not-sr-only lg:mt-2 lg:block lg:text-center lg:text-sm lg:text-slate-200"
        >
          {t.orderNeedsPlan}
        </p>
      )}
    </div>
  );
}
