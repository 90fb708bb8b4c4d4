import { cn } from '@web/lib/cn';

type SectionHeadingProps = {
  /** What the section's aria-labelledby names. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  /** On a navy background. */
  inverted?: boolean;
  /** `section` opens a landing section; `subsection` a part of a longer page (the /cennik sections). */
  size?: 'section' | 'subsection';
  /** Centred above the content, or at the start of a column beside it. */
  align?: 'center' | 'start';
  className?: string;
};

/** The heading block a public page section starts with: an eyebrow, the h2 and a lead. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  description,
  inverted,
  size = 'section',
  align = 'center',
  className,
}: SectionHeadingProps) {
  const section = size === 'section';
  return (
    <div className={cn(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-wider uppercase',
            inverted ? 'text-brass-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'font-bold tracking-tight text-balance',
          section ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
          eyebrow && 'mt-3',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {description && (
        <p
          className={cn(
            section ? 'mt-4 text-lg leading-8' : 'mt-3 text-base leading-7',
            inverted ? 'text-slate-200' : 'text-slate-600',
          )}
        >
          {description}
        </p>
      )}
    </div>
  );
}
