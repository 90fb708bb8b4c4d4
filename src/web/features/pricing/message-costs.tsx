import { Mail, MessageSquareText } from 'lucide-react';
import { MESSAGE_CHANNELS, MESSAGE_PRICES_PLN } from '@shared/pricing/catalogue';
import { useMessages } from '@web/i18n/language';
import { pricingMessages } from './messages';
import { pricingPageMessages } from './pricing-page-messages';
import { SectionHeading } from '@web/components/ui/section-heading';
import { usePrice } from '@web/lib/use-price';

const ICONS = { email: Mail, sms: MessageSquareText } as const;

/** The e-mail and SMS fee cards of /cennik (product §9); euro fees keep their cents or they would read €0. */
export function MessageCosts() {
  const t = useMessages(pricingPageMessages);
  const common = useMessages(pricingMessages);
  const price = usePrice();
  return (
    <section aria-labelledby="message-costs-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        size="subsection"
        id="message-costs-title"
        title={t.messagesTitle}
        description={t.messagesLead}
      />
      <ul className="mx-auto mt-10 grid max-w-3xl gap-5 sm:grid-cols-2">
        {MESSAGE_CHANNELS.map((channel) => {
          const Icon = ICONS[channel];
          return (
            <li
              key={channel}
              data-channel={channel}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t.channels[channel].name}</h3>
                <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
                  <span data-price className="text-2xl font-extrabold text-slate-900">
                    {price(MESSAGE_PRICES_PLN[channel], 2)}
                  </span>
                  <span className="text-sm text-slate-600">
                    {common.net} {t.perMessage}
                  </span>
                </p>
                <p className="mt-2 text-sm leading-6 text-slate-600">{t.channels[channel].description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
