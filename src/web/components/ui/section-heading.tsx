import { cn } from '@web/lib/cn';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  /** On a navy background. */
  inverted?: boolean;
  className?: string;
};

/** The heading block every landing section starts with; `id` is what the section's aria-labelledby names. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  inverted,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p
        className={cn(
          'text-sm font-semibold tracking-wider uppercase',
          inverted ? 'text-brass-300' : 'text-brand-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {description && (
        <p className={cn('mt-4 text-lg leading-8', inverted ? 'text-slate-200' : 'text-slate-600')}>
          {description}
        </p>
      )}
    </div>
  );
}
