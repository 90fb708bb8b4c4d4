import { useEffect, useState, type ComponentType } from 'react';
import { CalendarDays, ShoppingCart, Zap } from 'lucide-react';
import type { FullOrderDialogProps, OrderSummary, SimpleOrderDialogProps } from '@web/lib/order-dialog-props';
import { planPrice } from '@shared/pricing/calculator';
import {
  DEFAULT_BILLING_PERIOD,
  DEFAULT_PLAN_ID,
  PLAN_IDS,
  PLANS,
  PRICING_PAGE_MODULE_IDS,
  type BillingPeriod,
  type PlanId,
} from '@shared/pricing/catalogue';
import { MODULE_NAMES } from '@shared/pricing/module-names';
import { planOfOrderHash } from '@shared/pricing/order-link';
import { Button } from '@web/components/ui/button';
import { useLanguage, useMessages } from '@web/i18n/language';
import { BillingToggle } from './billing-toggle';
import { LazyDialogBoundary, useLazyDialog } from './lazy-dialog';
import { pricingMessages } from './messages';
import { MessageCosts } from './message-costs';
import { PlanCard } from './plan-card';
import { pricingPageMessages } from './pricing-page-messages';
import { PricingPageModules } from './pricing-page-modules';
import { SampleBundles } from './sample-bundles';

type DialogProps = { open: boolean; onOpenChange(open: boolean): void };

type PricingPageContentProps = {
  /** Dialogs of other features, lazily imported by the page (features do not import each other). */
  OrderDialog: ComponentType<FullOrderDialogProps>;
  SimpleOrderDialog: ComponentType<SimpleOrderDialogProps>;
  DemoBookingDialog: ComponentType<DialogProps>;
};

/** The order dialog's start: a plan alone, in a period, priced for display. */
const orderOf = (plan: PlanId, paymentMode: BillingPeriod): OrderSummary => ({
  plan,
  paymentMode,
  selectedModules: [],
  totalCost: planPrice(plan, paymentMode),
  moduleCatalogue: 'pricing-page',
});

/**
 * /cennik (product §2): the period toggle, the plans (each with a quick order in the simple dialog), message
 * fees, the nine modules, sample configurations, and the demo and order actions.
 */
export function PricingPageContent({
  OrderDialog,
  SimpleOrderDialog,
  DemoBookingDialog,
}: PricingPageContentProps) {
  const t = useMessages(pricingPageMessages);
  const common = useMessages(pricingMessages);
  const { language } = useLanguage();
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [quickPlan, setQuickPlan] = useState<PlanId>(DEFAULT_PLAN_ID);
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  const order = useLazyDialog();
  const quick = useLazyDialog();
  const demo = useLazyDialog();
  const moduleNames = Object.fromEntries(
    PRICING_PAGE_MODULE_IDS.map((id) => [id, MODULE_NAMES[id][language]]),
  );

  const openOrder = () => {
    // product §2: 'Złóż Zamówienie' opens the order preselected to the medium plan.
    setSummary(orderOf(DEFAULT_PLAN_ID, period));
    order.show();
  };

  // The follow-up e-mail after a demo links to /cennik#zamow-<plan>: the order opens on that plan at once.
  const showOrder = order.show;
  useEffect(() => {
    const plan = planOfOrderHash(window.location.hash);
    if (!plan) return;
    setSummary(orderOf(plan, DEFAULT_BILLING_PERIOD));
    showOrder();
  }, [showOrder]);

  return (
    <>
      <section aria-labelledby="pricing-page-title" className="bg-brand-900 pt-14 pb-32 text-white sm:pt-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h1 id="pricing-page-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-200">{t.lead}</p>
          <BillingToggle value={period} onChange={setPeriod} className="mt-8" />
        </div>
      </section>

      <section aria-labelledby="plans-title" className="mx-auto -mt-20 max-w-6xl px-4 sm:px-6">
        <h2 id="plans-title" className="sr-only">
          {t.plansTitle}
        </h2>
        <div className="grid gap-8 md:grid-cols-3 md:gap-5 lg:gap-8">
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} plan={id} period={period} wording="pricingPage">
              <Button
                variant={PLANS[id].popular ? 'primary' : 'outline'}
                className="w-full"
                onClick={() => {
                  setQuickPlan(id);
                  quick.show();
                }}
              >
                <Zap aria-hidden="true" />
                {t.quickOrder}
                <span className="sr-only">: {PLANS[id].name[language]}</span>
              </Button>
            </PlanCard>
          ))}
        </div>
      </section>

      <MessageCosts />
      <PricingPageModules period={period} />
      <SampleBundles period={period} />

      <section aria-labelledby="pricing-cta-title" className="bg-brand-900 py-16 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="pricing-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="mt-3 text-slate-200">{t.ctaLead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" variant="outline" onClick={demo.show}>
              <CalendarDays aria-hidden="true" />
              {t.bookDemo}
            </Button>
            <Button size="lg" variant="accent" onClick={openOrder}>
              <ShoppingCart aria-hidden="true" />
              {t.placeOrder}
            </Button>
          </div>
        </div>
      </section>

      {order.mounted && summary && (
        <LazyDialogBoundary loadingLabel={common.loading}>
          <OrderDialog
            open={order.open}
            onOpenChange={order.setOpen}
            summary={summary}
            moduleNames={moduleNames}
          />
        </LazyDialogBoundary>
      )}
      {quick.mounted && (
        <LazyDialogBoundary loadingLabel={common.loading}>
          <SimpleOrderDialog
            open={quick.open}
            onOpenChange={quick.setOpen}
            plan={quickPlan}
            paymentMode={period}
          />
        </LazyDialogBoundary>
      )}
      {demo.mounted && (
        <LazyDialogBoundary loadingLabel={common.loading}>
          <DemoBookingDialog open={demo.open} onOpenChange={demo.setOpen} />
        </LazyDialogBoundary>
      )}
    </>
  );
}
