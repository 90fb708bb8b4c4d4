import { modulePrice, modulePriceRange } from '@shared/pricing/calculator';
import type { BillingPeriod, LandingModuleId, PlanId } from '@shared/pricing/catalogue';
import { MODULE_NAMES } from '@shared/pricing/module-names';
import { useLanguage, useMessages } from '@web/i18n/language';
import { cn } from '@web/lib/cn';
import { pricingMessages } from './messages';
import { usePrice } from '@web/lib/use-price';

type LandingModuleCardProps = {
  id: LandingModuleId;
  plan: PlanId | null;
  period: BillingPeriod;
  checked: boolean;
  onToggle(id: LandingModuleId): void;
};

/**
 * An add-on as a checkbox card: with a plan it shows the price for that club size and can be toggled;
 * without one it shows the min–max range over the club sizes and cannot be chosen (product §4).
 */
export function LandingModuleCard({ id, plan, period, checked, onToggle }: LandingModuleCardProps) {
  const t = useMessages(pricingMessages);
  const { language } = useLanguage();
  const price = usePrice();
  const unit = period === 'monthly' ? t.perMonth : t.perYear;
  const range = modulePriceRange('landing', id, period);
  const shown =
    plan === null
      ? `${price(range.min)}–${price(range.max)}`
      : `+${price(modulePrice('landing', id, plan, period))}`;
  const disabled = plan === null;

  return (
    <li>
      <label
        data-module={id}
        className={cn(
          'flex h-full gap-3 rounded-xl border bg-white p-4 transition-colors',
          checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200',
          disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:border-brand-600',
        )}
      >
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={() => onToggle(id)}
          aria-labelledby={`module-${id}-name`}
          aria-describedby={`module-${id}-price module-${id}-description`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span id={`module-${id}-name`} className="font-semibold text-slate-900">
            {MODULE_NAMES[id][language]}
          </span>
          <span id={`module-${id}-description`} className="text-sm leading-5 text-slate-600">
            {t.modules[id].description}
          </span>
          <span id={`module-${id}-price`} className="mt-auto pt-1 text-sm font-semibold text-brand-800">
            <span data-module-price>{shown}</span> {unit} {t.net}
          </span>
        </span>
      </label>
    </li>
  );
}
