import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

/** Badge colours of product §4, with text dark enough for WCAG AA on each background. */
export const badgeTones = {
  yellow: 'bg-amber-100 text-amber-900 border-amber-200',
  blue: 'bg-blue-100 text-blue-900 border-blue-200',
  green: 'bg-green-100 text-green-900 border-green-200',
  red: 'bg-red-100 text-red-900 border-red-200',
  purple: 'bg-purple-100 text-purple-900 border-purple-200',
  grey: 'bg-slate-100 text-slate-800 border-slate-200',
  brand: 'bg-brand-700 text-white border-brand-700',
  brass: 'bg-brass-400 text-slate-950 border-brass-400',
} as const;
export type BadgeTone = keyof typeof badgeTones;

export function Badge({
  className,
  tone = 'grey',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        badgeTones[tone],
        className,
      )}
      {...props}
    />
  );
}
