import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { planPrice } from '@shared/pricing/calculator';
import { PLANS, type BillingPeriod, type PlanId } from '@shared/pricing/catalogue';
import { useLanguage, useMessages } from '@web/i18n/language';
import { cn } from '@web/lib/cn';
import { fill, pricingMessages } from './messages';
import { useDisplayQuote, usePrice } from '@web/lib/use-price';

type PlanCardProps = {
  plan: PlanId;
  period: BillingPeriod;
  /** product §9 words the top tier's members differently on the landing page and on /cennik. */
  wording: 'landing' | 'pricingPage';
  selected?: boolean;
  children?: ReactNode;
};

/** One base plan: name, members, price for the period (with the yearly original struck out), features. */
export function PlanCard({ plan, period, wording, selected = false, children }: PlanCardProps) {
  const t = useMessages(pricingMessages);
  const { language } = useLanguage();
  const price = usePrice();
  const details = PLANS[plan];
  const members = details.members[wording];
  const titleId = `plan-${plan}-title`;
  const display = useDisplayQuote();
  const original = display.quote({
    catalogue: 'landing',
    plan,
    period: 'yearly',
    modules: [],
  }).yearlyOriginal;

  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition-shadow',
        details.popular ? 'border-brand-700 shadow-lg lg:-my-2 lg:py-8' : 'border-slate-200',
        selected && 'ring-4 ring-brand-600/30',
      )}
    >
      {details.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brass-400 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-slate-950 uppercase">
          {t.mostPopular}
        </p>
      )}
      <h3 id={titleId} className="text-xl font-bold text-slate-900">
        {details.name[language]}
      </h3>
      <p className="mt-1 text-sm font-medium text-brand-700">
        {fill(t.members[members.relation], { count: members.count })}
      </p>
      <p className="mt-3 text-sm leading-6 text-slate-600">{t.plans[plan].description}</p>
      <div className="mt-5">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span data-price className="text-4xl font-extrabold tracking-tight text-slate-900">
            {price(planPrice(plan, period))}
          </span>
          <span className="text-sm text-slate-600">
            {period === 'monthly' ? t.perMonth : t.perYear} {t.net}
          </span>
        </p>
        <p className="mt-1 min-h-5 text-sm text-slate-600">
          {period === 'yearly' && (
            <>
              {t.insteadOf} <s>{display.money(original)}</s>
            </>
          )}
        </p>
      </div>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
        {t.plans[plan].features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {children && <div className="mt-6 space-y-2">{children}</div>}
    </article>
  );
}
