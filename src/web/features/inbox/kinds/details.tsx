import type { ReactNode } from 'react';
import { describeSource, type LeadSource } from '@shared/analytics';
import { cn } from '@web/lib/cn';

/** Label–value pairs of a record card: two columns where there is room, stacked on a phone. */
export function Details({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3', className)}>{children}</dl>;
}

export function Detail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** E-mail and phone as links, so the operator answers with one tap. */
export function ContactLine({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <span className="flex min-w-0 flex-wrap gap-x-3">
      {/* A long address that does not fit its line ends in an ellipsis, whole on hover. */}
      {email && (
        <a
          href={`mailto:${email}`}
          title={email}
          className="truncate text-brand-700 underline-offset-2 hover:underline"
        >
          {email}
        </a>
      )}
      {phone && (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {phone}
        </a>
      )}
    </span>
  );
}

export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

/** 'Źródło': where the lead's visitor came from that day (campaign, referring site or 'bezpośrednio'). */
export function SourceDetail({ source }: { source: LeadSource | null }) {
  return <Detail label="Źródło">{describeSource(source)}</Detail>;
}
