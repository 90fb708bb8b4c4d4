import { useWatch, type UseFormReturn } from 'react-hook-form';
import { modulePrice } from '@shared/pricing/calculator';
import { BILLING_PERIODS, PLAN_IDS, type PlanId } from '@shared/pricing/catalogue';
import { MODULE_IDS_BY_CATALOGUE } from '@shared/validation/order-fields';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { FullOrderFormValues } from './full-order-form';
import { FormSection, choiceCardClass } from './form-section';
import type { OrderingMessages } from './messages';
import { PlanChoice } from './plan-choice';
import { usePrice } from '@web/lib/use-price';

type Props = {
  form: UseFormReturn<FullOrderFormValues>;
  t: OrderingMessages;
  moduleNames: Readonly<Record<string, string>>;
};

/** Plan, billing period and add-on modules (of the page's catalogue), priced as on the page; member count. */
export function PlanFields({ form, t, moduleNames }: Props) {
  const price = usePrice();
  const { register, control, formState } = form;
  const { errors } = formState;
  const [plan, period, catalogue] = useWatch({ control, name: ['plan', 'paymentMode', 'moduleCatalogue'] });
  const planId: PlanId = PLAN_IDS.includes(plan) ? plan : 'medium';

  return (
    <FormSection title={t.planSection}>
      <div className="space-y-5">
        <PlanChoice register={register} period={period} t={t} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t.period}</legend>
          <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
            {BILLING_PERIODS.map((id) => (
              <label key={id} className={choiceCardClass}>
                <input
                  type="radio"
                  value={id}
                  {...register('paymentMode')}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span className="font-medium text-slate-900">{id === 'monthly' ? t.monthly : t.yearly}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={errors.selectedModules ? 'order-modules-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t.modules} {t.optional}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(MODULE_IDS_BY_CATALOGUE[catalogue] ?? []).map((id) => (
              <label key={id} className={choiceCardClass}>
                <input
                  type="checkbox"
                  value={id}
                  {...register('selectedModules')}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span className="flex-1 text-slate-900">{moduleNames[id] ?? id}</span>
                <span className="text-slate-600">+{price(modulePrice(catalogue, id, planId, period))}</span>
              </label>
            ))}
          </div>
          {errors.selectedModules?.message && (
            <p id="order-modules-error" className="mt-1.5 text-sm text-red-700">
              {errors.selectedModules.message}
            </p>
          )}
        </fieldset>
        <Field
          label={`${t.memberCount} ${t.optional}`}
          error={errors.memberCount?.message}
          className="sm:max-w-xs"
        >
          <Input type="number" min={1} step={1} inputMode="numeric" {...register('memberCount')} />
        </Field>
      </div>
    </FormSection>
  );
}
