import { PLANS, type PlanId } from '@shared/pricing/catalogue';
import { orderPlanPath, PRICING_PAGE_PATH } from '@shared/pricing/order-link';
import { LinkButton, visitorMail } from './blocks';
import { defineMailMessages, type MailContext } from './context';
import type { RenderedTemplate } from './types';

/* The thank-you an hour after a demo: the pricing page and the order of the plan that fits the club. */

export type DemoFollowUpData = {
  bookingId: string;
  name: string;
  clubName: string | null;
  start: string;
  /** What the visitor gave when booking; null when they gave none (the plan is then the site's default). */
  memberCount: number | null;
  plan: PlanId;
};

const followUpTexts = defineMailMessages({
  pl: {
    subject: 'Dziękujemy za udział w prezentacji',
    body: 'Dziękujemy za czas poświęcony na prezentację systemu. Mamy nadzieję, że spełni on potrzeby Twojego klubu.',
    fits: (members: number, plan: string) =>
      `Dla klubu liczącego ${members} ${members === 1 ? 'członka' : 'członków'} najlepiej pasuje pakiet ${plan}. Zamówienie złożysz w kilka minut:`,
    orderHint: 'Gdy zechcesz zacząć, zamówienie złożysz w kilka minut:',
    orderPlan: (plan: string) => `Zamów pakiet ${plan}`,
    order: 'Złóż zamówienie',
    pricingHint: 'Ceny wszystkich pakietów i modułów znajdziesz w cenniku:',
    pricing: 'Zobacz cennik',
  },
  en: {
    subject: 'Thank you for attending the presentation',
    body: 'thank you for taking the time to see the presentation of the system. We hope it will serve your club well.',
    fits: (members: number, plan: string) =>
      `For a club of ${members} ${members === 1 ? 'member' : 'members'} the ${plan} plan fits best. Ordering takes a few minutes:`,
    orderHint: 'Whenever you are ready to start, ordering takes a few minutes:',
    orderPlan: (plan: string) => `Order the ${plan} plan`,
    order: 'Place an order',
    pricingHint: 'The prices of all plans and modules are on the pricing page:',
    pricing: 'See the pricing',
  },
});

export function demoFollowUp(data: DemoFollowUpData, context: MailContext): RenderedTemplate {
  const t = followUpTexts[context.language];
  const plan = PLANS[data.plan].name[context.language];
  return visitorMail(
    context,
    { subject: t.subject, preview: t.subject, name: data.name, lead: t.body },
    <>
      {data.memberCount === null ? (
        <LinkButton hint={t.orderHint} label={t.order} url={context.pageUrl(orderPlanPath(data.plan))} />
      ) : (
        <LinkButton
          hint={t.fits(data.memberCount, plan)}
          label={t.orderPlan(plan)}
          url={context.pageUrl(orderPlanPath(data.plan))}
        />
      )}
      <LinkButton hint={t.pricingHint} label={t.pricing} url={context.pageUrl(PRICING_PAGE_PATH)} />
    </>,
  );
}
