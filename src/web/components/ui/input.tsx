import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />;
}
