import type { ReactNode } from 'react';
import { Clock, Mail, Phone } from 'lucide-react';
import { useMessages } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { contactMessages } from './messages';
import { SectionHeading } from '@web/components/ui/section-heading';

/**
 * The landing page's contact section: direct details from configuration, and the form (ContactForm, an island
 * the page hands in as `form`: the rest is server HTML).
 */
export function ContactSection({ form }: { form: ReactNode }) {
  const t = useMessages(contactMessages);
  const { company } = useSiteConfig();
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <SectionHeading
            id="contact-title"
            align="start"
            eyebrow={t.eyebrow}
            title={t.title}
            description={t.description}
          />
          <h3 className="mt-10 text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {t.directTitle}
          </h3>
          <ul className="mt-4 space-y-4 text-slate-700">
            <li className="flex items-center gap-3">
              <Mail className="size-5 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t.emailLabel}: </span>
              <a className="font-medium text-brand-700 hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone className="size-5 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t.phoneLabel}: </span>
              <a
                className="font-medium text-brand-700 hover:underline"
                href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}
              >
                {company.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock className="size-5 text-brand-700" aria-hidden="true" />
              <span>{t.responseTime}</span>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">{t.formTitle}</h3>
          <div className="mt-6">{form}</div>
        </div>
      </div>
    </section>
  );
}
