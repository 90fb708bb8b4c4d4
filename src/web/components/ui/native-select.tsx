import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { fieldClass } from './input';

type NativeSelectProps = ComponentProps<'select'> & {
  /** Classes of the wrapper that holds the select and its chevron: margins and widths go here. */
  className?: string;
};

/**
 * The browser's own <select> with the inputs' look: h-10, the field's border, focus ring and disabled state,
 * our chevron instead of the platform's arrow. Native where it is the better control: a phone's own picker,
 * react-hook-form's `register` (its ref), Playwright's `selectOption`. Works with <Field> (id and aria-* go
 * to the select); `className` styles the wrapper, so a margin never moves the chevron off the box.
 */
export function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          fieldClass,
          'peer h-10 cursor-pointer appearance-none truncate pr-9 disabled:cursor-not-allowed',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600 peer-disabled:opacity-60"
      />
    </div>
  );
}
