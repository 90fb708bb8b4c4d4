import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** A titled group of fields; a real fieldset, so screen readers announce the group with each field. */
export function FormSection({
  title,
  hint,
  children,
  className,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0 border-t border-slate-200 pt-5', className)}>
      <legend className="float-left mb-3 w-full text-base font-semibold text-slate-900">{title}</legend>
      {hint && <p className="clear-left -mt-2 mb-3 text-sm text-slate-600">{hint}</p>}
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/** Radio and checkbox cards: a native input with its label, highlighted when checked. */
export const choiceCardClass =
  'flex cursor-pointer items-start gap-2.5 rounded-lg border border-slate-300 bg-white p-3 text-sm ' +
  'has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';
