import type { BillingPeriod } from '@shared/pricing/catalogue';
import { BILLING_PERIODS } from '@shared/pricing/catalogue';
import { useMessages } from '@web/i18n/language';
import { cn } from '@web/lib/cn';
import { pricingMessages } from './messages';

type BillingToggleProps = { value: BillingPeriod; onChange(period: BillingPeriod): void; className?: string };

/** Monthly / yearly as two pressed-state buttons (product §4), with the 30% yearly saving next to "yearly". */
export function BillingToggle({ value, onChange, className }: BillingToggleProps) {
  const t = useMessages(pricingMessages);
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-3', className)}>
      <div
        role="group"
        aria-label={t.billingLabel}
        className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm"
      >
        {BILLING_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={value === period}
            onClick={() => onChange(period)}
            className={cn(
              'min-h-10 rounded-full px-5 text-sm font-semibold transition-colors',
              value === period ? 'bg-brand-700 text-white shadow' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {period === 'monthly' ? t.monthly : t.yearly}
          </button>
        ))}
      </div>
      <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
        {t.save}
      </span>
    </div>
  );
}
