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

export function Spinner({ className, label = 'Ładowanie...' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <SpinnerCircle />
      <span className="sr-only">{label}</span>
    </span>
  );
}
