import { useId, useState, type ComponentProps } from 'react';
import { Upload } from 'lucide-react';
import type { Language } from '@shared/language';
import { cn } from '@web/lib/cn';

/** The control's own words in the page's language (the browser's button speaks the browser's locale). */
export const FILE_INPUT_TEXTS = {
  pl: { choose: 'Wybierz plik', none: 'Nie wybrano pliku' },
  en: { choose: 'Choose file', none: 'No file chosen' },
} as const satisfies Record<Language, { choose: string; none: string }>;

type FileInputProps = Omit<ComponentProps<'input'>, 'type'> & { language?: Language };

/**
 * A file input whose button and 'no file chosen' say it in the page's language, then the chosen file's name.
 * The native input stays the control, transparent over the visible face: a click anywhere on it, Space or
 * Enter opens the picker, its label names it (<Label htmlFor> or <Field>), and `setInputFiles` reaches it.
 * The face shows the focus ring; the name of what is chosen is the input's description, so it is heard too.
 */
export function FileInput({
  language = 'pl',
  className,
  onChange,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: FileInputProps) {
  const texts = FILE_INPUT_TEXTS[language];
  const [chosen, setChosen] = useState<string | null>(null);
  const statusId = `${useId()}-chosen`;
  return (
    <div className={cn('relative flex h-10 max-w-full min-w-0 items-center gap-3', className)}>
      <input
        type="file"
        disabled={disabled}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => {
          const names = Array.from(event.target.files ?? [], (file) => file.name);
          setChosen(names.length ? names.join(', ') : null);
          onChange?.(event);
        }}
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-10 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900',
          'peer-hover:bg-slate-50 peer-disabled:opacity-60',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
        )}
      >
        <Upload className="size-4" />
        {texts.choose}
      </span>
      <span
        id={statusId}
        data-testid="file-input-chosen"
        className={cn('min-w-0 truncate text-sm', chosen ? 'font-medium text-slate-900' : 'text-slate-600')}
      >
        {chosen ?? texts.none}
      </span>
    </div>
  );
}
