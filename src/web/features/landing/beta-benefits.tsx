import { BadgePercent, Gift, LifeBuoy, MessageSquarePlus } from 'lucide-react';
import { BETA_SIGNUP_HASH } from '@shared/beta';
import { Button } from '@web/components/ui/button';
import { useLanguage, useMessages } from '@web/i18n/language';
import { useSiteContent } from '@web/lib/site-content';
import { betaMessages } from './beta-messages';
import { SectionHeading } from '@web/components/ui/section-heading';

/** One icon per card, in the order of the operator's benefits (site content: always four). */
const ICONS = [Gift, MessageSquarePlus, LifeBuoy, BadgePercent] as const;

/** product §1 beta benefits: their texts (the free-access date among them) are the operator's, site content. */
export function BetaBenefits() {
  const t = useMessages(betaMessages);
  const { language } = useLanguage();
  const { benefits } = useSiteContent().beta;
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
          {benefits.map(({ title, description }, index) => {
            const Icon = ICONS[index % ICONS.length]!;
            return (
              <li key={index} className="rounded-xl border border-white/15 bg-white/5 p-6">
                <Icon className="size-7 text-brass-300" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-white">{title[language]}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-200">{description[language]}</p>
              </li>
            );
          })}
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
