import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Language } from '@shared/language';
import { toast } from '@web/components/ui/toast-store';
import { ApiRequestError } from '@web/lib/api';
import { localizeServerMessage } from './validation-messages';

/**
 * The first message of a failed validation, in the form's field order: react-hook-form keeps the errors in
 * the order the schema reported them, which is the order the fields are declared and shown.
 */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(errors);
}

/** A submit the form's own check refused: a toast titled `title` with the first field's message. */
export function toastFirstError(errors: FieldErrors, title: string) {
  const message = firstErrorMessage(errors);
  toast({ title, ...(message && { description: message }), variant: 'destructive' });
}

/**
 * Shows the server's field messages (400 `{ fields }`) next to the fields they name, and says whether it
 * showed any: such a refusal is told inline, only another failure gets the toast. `mapPath` translates a
 * request path to the form's (authorised persons are renumbered when empty rows are dropped).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  language: Language,
  mapPath: (path: string) => string = (path) => path,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const entries = Object.entries(error.fields);
  entries.forEach(([path, message], index) => {
    setError(
      mapPath(path) as Path<T>,
      { type: 'server', message: localizeServerMessage(message, language) },
      { shouldFocus: index === 0 },
    );
  });
  return entries.length > 0;
}
