import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyButton } from '@web/components/ui/copy-button';

/** Who a record is about, as every record's header shows it. */
export type RecordPerson = {
  name: string | null;
  clubName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The language of the conversation: the record's own, or that of the e-mails about it. */
  language?: 'pl' | 'en' | null;
  /** 'Źródło': where the lead's visitor came from. */
  source?: string | null;
};

const LANGUAGE_NAMES = { pl: 'polski', en: 'angielski' } as const;

/** The dialable form of a number as written: digits and a leading '+'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Line({ icon, href, value, label }: { icon: ReactNode; href: string; value: string; label: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      {icon}
      <a
        href={href}
        title={value}
        aria-label={`${label}: ${value}`}
        className="min-w-0 truncate font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {value}
      </a>
      <CopyButton value={value} label={label} />
    </div>
  );
}

/**
 * The person at the top of every record (contact, demo, order, beta sign-up, bug report): name and club,
 * e-mail and phone with 'write', 'call' and 'copy', the conversation's language and the lead's source. One
 * component, so every kind shows the person the same way.
 */
export function RecordHeader({ person }: { person: RecordPerson }) {
  const { name, clubName, email, phone, language, source } = person;
  return (
    <section
      aria-label="Osoba"
      data-testid="record-header"
      className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <p className="font-semibold break-words text-slate-900">
        {name ?? '—'}
        {clubName && <span className="font-normal text-slate-700"> · {clubName}</span>}
      </p>
      <div className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {email && (
          <Line
            icon={<Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />}
            href={`mailto:${email}`}
            value={email}
            label="E-mail"
          />
        )}
        {phone && (
          <Line
            icon={<Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />}
            href={telHref(phone)}
            value={phone}
            label="Telefon"
          />
        )}
      </div>
      {(language || source) && (
        <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600">
          {language && (
            <span>
              Język: <span className="font-medium text-slate-800">{LANGUAGE_NAMES[language]}</span>
            </span>
          )}
          {source && (
            <span className="min-w-0 break-words">
              Źródło: <span className="font-medium text-slate-800">{source}</span>
            </span>
          )}
        </p>
      )}
    </section>
  );
}
