import { Check } from 'lucide-react';
import { modulePrice, modulePriceRange } from '@shared/pricing/calculator';
import {
  PLAN_IDS,
  PLANS,
  PRICING_PAGE_MODULE_IDS,
  type BillingPeriod,
  type PlanId,
  type PricingPageModuleId,
} from '@shared/pricing/catalogue';
import { MODULE_NAMES } from '@shared/pricing/module-names';
import { useLanguage, useMessages } from '@web/i18n/language';
import { fill, pricingMessages } from './messages';
import { pricingPageMessages } from './pricing-page-messages';
import { SectionHeading } from '@web/components/ui/section-heading';
import { usePrice } from '@web/lib/use-price';

/** The nine /cennik modules under the flat rule: one price per club size, shown as a range and per size. */
export function PricingPageModules({ period }: { period: BillingPeriod }) {
  const t = useMessages(pricingPageMessages);
  const price = usePrice();
  // Under the flat rule any module gives the per-size monthly price quoted in the lead.
  const perSize = (plan: PlanId) =>
    price(modulePrice('pricing-page', PRICING_PAGE_MODULE_IDS[0], plan, 'monthly'));
  return (
    <section aria-labelledby="modules-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          size="subsection"
          id="modules-title"
          title={t.modulesTitle}
          description={fill(t.modulesLead, {
            small: perSize('small'),
            medium: perSize('medium'),
            large: perSize('large'),
          })}
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PRICING_PAGE_MODULE_IDS.map((id) => (
            <ModuleCard key={id} id={id} period={period} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function ModuleCard({ id, period }: { id: PricingPageModuleId; period: BillingPeriod }) {
  const t = useMessages(pricingPageMessages);
  const common = useMessages(pricingMessages);
  const { language } = useLanguage();
  const price = usePrice();
  const range = modulePriceRange('pricing-page', id, period);
  const copy = t.modules[id];
  return (
    <li data-module={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{MODULE_NAMES[id][language]}</h3>
      <p className="mt-1 text-sm leading-6 text-slate-600">{copy.description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {copy.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-slate-100 pt-4 font-semibold text-brand-800">
        <span data-price>
          {price(range.min)}–{price(range.max)}
        </span>{' '}
        <span className="text-sm font-normal text-slate-600">
          {period === 'monthly' ? common.perMonth : common.perYear} {common.net}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-xs text-slate-600">
        {PLAN_IDS.map((plan) => (
          <div key={plan}>
            <dt>{PLANS[plan].name[language]}</dt>
            <dd className="font-semibold text-slate-800">
              {price(modulePrice('pricing-page', id, plan, period))}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
