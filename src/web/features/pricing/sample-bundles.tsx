import { bundleQuoteIn, currencyFor } from '@shared/pricing/calculator';
import { BUNDLE_IDS, BUNDLES, PLANS, type BillingPeriod } from '@shared/pricing/catalogue';
import { MODULE_NAMES } from '@shared/pricing/module-names';
import { useLanguage, useMessages } from '@web/i18n/language';
import { fill, pricingMessages } from './messages';
import { pricingPageMessages } from './pricing-page-messages';
import { SectionHeading } from '@web/components/ui/section-heading';
import { useDisplayQuote } from '@web/lib/use-price';
import { useSiteConfig } from '@web/lib/site-config';

/** The three sample configurations, priced by the calculator like any other selection (product §9). */
export function SampleBundles({ period }: { period: BillingPeriod }) {
  const t = useMessages(pricingPageMessages);
  const common = useMessages(pricingMessages);
  const { language } = useLanguage();
  const { money: price } = useDisplayQuote();
  const { eurRate } = useSiteConfig();
  return (
    <section aria-labelledby="bundles-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        size="subsection"
        id="bundles-title"
        title={t.bundlesTitle}
        description={t.bundlesLead}
      />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {BUNDLE_IDS.map((id) => {
          const bundle = BUNDLES[id];
          const q = bundleQuoteIn(currencyFor(language), id, period, eurRate);
          return (
            <li
              key={id}
              data-bundle={id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-bold text-slate-900">{t.bundles[id].name}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{t.bundles[id].description}</p>
              <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-700">
                <li className="font-semibold text-slate-900">{PLANS[bundle.plan].name[language]}</li>
                {bundle.modules.map((module) => (
                  <li key={module}>+ {MODULE_NAMES[module][language]}</li>
                ))}
              </ul>
              <p className="mt-5 flex flex-wrap items-baseline gap-x-1.5 border-t border-slate-100 pt-4">
                <span data-price className="text-3xl font-extrabold tracking-tight text-slate-900">
                  {price(q.totalNet)}
                </span>
                <span className="text-sm text-slate-600">
                  {period === 'monthly' ? common.perMonth : common.perYear} {common.net}
                </span>
              </p>
              {period === 'yearly' && (
                <p className="text-sm text-slate-600">
                  {common.insteadOf} <s>{price(q.yearlyOriginal)}</s>
                </p>
              )}
              <p data-saving className="mt-2 text-sm font-medium text-green-800">
                {fill(period === 'yearly' ? common.yearlySaving : common.switchToYearly, {
                  price: price(q.yearlySaving),
                })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
