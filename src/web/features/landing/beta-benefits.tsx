import { BadgePercent, Gift, LifeBuoy, MessageSquarePlus } from 'lucide-react';
import { BETA_SIGNUP_HASH } from '@shared/beta';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/language';
import { betaMessages } from './beta-messages';
import { SectionHeading } from '@web/components/ui/section-heading';

const BENEFITS = [
  { key: 'freeAccess', icon: Gift },
  { key: 'influence', icon: MessageSquarePlus },
  { key: 'support', icon: LifeBuoy },
  { key: 'discounts', icon: BadgePercent },
] as const;

/** product §1 beta benefits (the end-of-2025 wording stays as docs/product.md has it: DESIGN.md §7 decision 10). */
export function BetaBenefits() {
  const t = useMessages(betaMessages);
  return (
    <section id="beta" aria-labelledby="beta-title" className="bg-brand-900 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="beta-title"
          eyebrow={t.eyebrow}
          title={t.title}
          description={t.description}
          inverted
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border border-white/15 bg-white/5 p-6">
              <Icon className="size-7 text-brass-300" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-white">{t.benefits[key].title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-200">{t.benefits[key].description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button asChild variant="accent" size="lg" className="font-semibold">
            <a href={BETA_SIGNUP_HASH}>{t.cta}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
