import { useState, type ComponentType } from 'react';
import type { FullOrderDialogProps, OrderSummary } from '@web/lib/order-dialog-props';
import { LANDING_MODULE_IDS, PLAN_IDS, PLANS } from '@shared/pricing/catalogue';
import { MODULE_NAMES } from '@shared/pricing/module-names';
import { Button } from '@web/components/ui/button';
import { useLanguage, useMessages } from '@web/i18n/language';
import { cn } from '@web/lib/cn';
import { useSiteConfig } from '@web/lib/site-config';
import { BillingToggle } from './billing-toggle';
import { LandingModuleCard } from './landing-module-card';
import { LazyDialogBoundary, useLazyDialog } from './lazy-dialog';
import { pricingMessages } from './messages';
import { PlanCard } from './plan-card';
import { PricingTotal } from './pricing-total';
import { usePricingSelection } from './use-pricing-selection';
import { SectionHeading } from '@web/components/ui/section-heading';

type LandingPricingSectionProps = {
  /** The full order dialog, lazily imported by the page (features do not import each other). */
  OrderDialog: ComponentType<FullOrderDialogProps>;
};

/** The landing page's pricing section (product §2, §4): plans, add-ons, live total, order action. */
export function LandingPricingSection({ OrderDialog }: LandingPricingSectionProps) {
  const t = useMessages(pricingMessages);
  const { language } = useLanguage();
  const selection = usePricingSelection();
  const dialog = useLazyDialog();
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  const { plan, period, modules, total } = selection;
  const site = useSiteConfig();
  // Without an English domain, ?lang=en keeps an English reader on English pages.
  const fullPricingHref =
    language === 'en' && site.publicUrlEn === site.publicUrl ? '/cennik?lang=en' : '/cennik';

  const order = () => {
    if (plan === null || total === null) return;
    setSummary({
      plan,
      paymentMode: period,
      selectedModules: [...modules],
      totalCost: total.totalNet,
      moduleCatalogue: 'landing',
    });
    dialog.show();
  };

  const moduleNames = Object.fromEntries(LANDING_MODULE_IDS.map((id) => [id, MODULE_NAMES[id][language]]));

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow={t.eyebrow} title={t.title} description={t.description} />

        <BillingToggle value={period} onChange={selection.setPeriod} className="mt-10" />

        <div className="mt-12 grid gap-8 md:grid-cols-3 md:gap-5 lg:gap-8">
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} plan={id} period={period} wording="landing" selected={plan === id}>
              <Button
                variant={plan === id ? 'primary' : 'outline'}
                className="w-full"
                aria-pressed={plan === id}
                onClick={() => selection.togglePlan(id)}
              >
                {plan === id ? t.selected : t.select}
                <span className="sr-only">: {PLANS[id].name[language]}</span>
              </Button>
            </PlanCard>
          ))}
        </div>

        <div className="mt-14 grid gap-8 lg:grid-cols-3">
          <fieldset className="lg:col-span-2" disabled={plan === null}>
            <legend className="text-xl font-bold text-slate-900">{t.modulesTitle}</legend>
            <p
              className={cn('mt-1 text-sm', plan === null ? 'font-medium text-slate-800' : 'text-slate-600')}
            >
              {plan === null ? t.modulesNeedPlan : t.modulesHint}
            </p>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {LANDING_MODULE_IDS.map((id) => (
                <LandingModuleCard
                  key={id}
                  id={id}
                  plan={plan}
                  period={period}
                  checked={modules.includes(id)}
                  onToggle={selection.toggleModule}
                />
              ))}
            </ul>
          </fieldset>
          <div className="sticky bottom-3 z-20 lg:top-20 lg:bottom-auto lg:self-start">
            <PricingTotal
              plan={plan}
              period={period}
              moduleCount={modules.length}
              total={total}
              onOrder={order}
            />
          </div>
        </div>

        <p className="mt-10 text-center">
          <a
            href={fullPricingHref}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t.fullPricing}
            <span aria-hidden="true">→</span>
          </a>
        </p>
      </div>

      {dialog.mounted && summary && (
        <LazyDialogBoundary loadingLabel={t.loading}>
          <OrderDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            summary={summary}
            moduleNames={moduleNames}
          />
        </LazyDialogBoundary>
      )}
    </section>
  );
}
