import type { UseFormRegisterReturn } from 'react-hook-form';
import { planPrice } from '@shared/pricing/calculator';
import { PLAN_IDS, PLANS, type BillingPeriod } from '@shared/pricing/catalogue';
import { useLanguage } from '@web/i18n/language';
import { usePrice } from '@web/lib/use-price';
import { choiceCardClass } from './form-section';
import type { OrderingMessages } from './messages';

type Props = {
  /** The form's `register`: each card is a radio of the field `plan`. */
  register(name: 'plan'): UseFormRegisterReturn;
  period: BillingPeriod;
  t: OrderingMessages;
  /** Each price followed by 'netto'. */
  net?: boolean;
};

/** The plans as radio cards, each with its price for the billing period (both order forms). */
export function PlanChoice({ register, period, t, net = false }: Props) {
  const { language } = useLanguage();
  const price = usePrice();
  const unit = period === 'monthly' ? t.perMonth : t.perYear;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t.plan}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PLAN_IDS.map((id) => (
          <label key={id} className={choiceCardClass}>
            <input type="radio" value={id} {...register('plan')} className="mt-0.5 size-4 accent-brand-700" />
            <span>
              <span className="block font-semibold text-slate-900">{PLANS[id].name[language]}</span>
              <span className="block text-slate-600">
                {price(planPrice(id, period))} {unit}
                {net && ` ${t.net}`}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
