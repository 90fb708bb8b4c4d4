import { PLAN_IDS, type PlanId } from './catalogue';
import { isOrderHash, ORDER_HASH_PREFIX } from './order-hash';

/**
 * A link that opens the pricing page's order dialog with a plan preselected (the follow-up e-mail after a
 * demo links here): `/cennik#zamow-small`. A #fragment like the booking dialog's `#umow-prezentacje`: it never
 * reaches the server, so the page stays the one cached page per language, and it works as well with
 * PUBLIC_URL_EN as with `?lang=en`. Without zod: the public entry reads it before React loads.
 */
export const PRICING_PAGE_PATH = '/cennik';

export const orderPlanHash = (plan: PlanId) => `${ORDER_HASH_PREFIX}${plan}`;
export const orderPlanPath = (plan: PlanId) => `${PRICING_PAGE_PATH}${orderPlanHash(plan)}`;

/** The plan a page's #fragment asks the order dialog to open with, or null. */
export function planOfOrderHash(hash: string): PlanId | null {
  if (!isOrderHash(hash)) return null;
  const plan = hash.slice(ORDER_HASH_PREFIX.length);
  return (PLAN_IDS as readonly string[]).includes(plan) ? (plan as PlanId) : null;
}
