import { useCallback, useMemo, useState } from 'react';
import type { Quote } from '@shared/pricing/calculator';
import {
  DEFAULT_BILLING_PERIOD,
  DEFAULT_PLAN_ID,
  type BillingPeriod,
  type LandingModuleId,
  type PlanId,
} from '@shared/pricing/catalogue';
import { useDisplayQuote } from '@web/lib/use-price';

/**
 * The landing pricing state of product §4: monthly by default, medium preselected; clicking the selected plan
 * deselects it and clears the modules; modules can be toggled only while a plan is selected.
 */
export function usePricingSelection() {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [plan, setPlan] = useState<PlanId | null>(DEFAULT_PLAN_ID);
  const [modules, setModules] = useState<LandingModuleId[]>([]);

  const togglePlan = useCallback(
    (next: PlanId) => {
      if (plan === next) {
        setPlan(null);
        setModules([]);
      } else {
        setPlan(next);
      }
    },
    [plan],
  );

  const toggleModule = useCallback(
    (id: LandingModuleId) => {
      if (plan === null) return;
      setModules((current) => (current.includes(id) ? current.filter((m) => m !== id) : [...current, id]));
    },
    [plan],
  );

  // In the visitor's currency, so the total is the sum of the prices on the cards (one euro rule).
  const { quote } = useDisplayQuote();
  const total: Quote | null = useMemo(
    () => (plan === null ? null : quote({ catalogue: 'landing', plan, period, modules })),
    [plan, period, modules, quote],
  );

  return { period, setPeriod, plan, togglePlan, modules, toggleModule, total };
}
