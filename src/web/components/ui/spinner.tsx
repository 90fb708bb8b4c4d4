import { useLanguage } from '@web/i18n/language';
import { cn } from '@web/lib/cn';

/** The turning circle alone, for a status that shows its text beside it. */
export function SpinnerCircle({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'size-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700',
        className,
      )}
    />
  );
}

/** A spinner that says what it is doing to screen readers: 'Ładowanie...' / 'Loading...' unless told. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const english = useLanguage().language === 'en';
  label ??= english ? 'Loading...' : 'Ładowanie...';
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <SpinnerCircle />
      <span className="sr-only">{label}</span>
    </span>
  );
}
