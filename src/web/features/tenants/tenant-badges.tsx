import { PLAN_LABELS, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@shared/contracts/tenants';
import { Badge, type BadgeTone } from '@web/components/ui/badge';

/** product §4: basic green, premium blue, enterprise purple, anything else grey. */
const PLAN_TONES: Record<SubscriptionPlan, BadgeTone> = {
  basic: 'green',
  premium: 'blue',
  enterprise: 'purple',
};

const isPlan = (plan: string): plan is SubscriptionPlan =>
  (SUBSCRIPTION_PLANS as readonly string[]).includes(plan);

export function PlanBadge({ plan }: { plan: string }) {
  return (
    <Badge tone={isPlan(plan) ? PLAN_TONES[plan] : 'grey'} data-plan={plan}>
      {isPlan(plan) ? PLAN_LABELS[plan] : plan}
    </Badge>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'green' : 'red'}>{isActive ? 'Aktywny' : 'Nieaktywny'}</Badge>;
}
