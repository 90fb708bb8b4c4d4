import type { UseFormRegister } from 'react-hook-form';
import type { FullOrderFormValues } from './full-order-form';
import type { OrderingMessages } from './messages';

type Props = {
  register: UseFormRegister<FullOrderFormValues>;
  t: OrderingMessages;
  error?: string | undefined;
};

/** The terms checkbox (product §5); the documents open in a new tab so the filled-in form is not lost. */
export function TermsField({ register, t, error }: Props) {
  const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="order-accept-terms"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'order-accept-terms-error' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...register('acceptTerms')}
        />
        <label htmlFor="order-accept-terms" className="text-sm leading-6 text-slate-800">
          {t.termsBefore}
          <a href="/regulamin" target="_blank" rel="noopener" className={link}>
            {t.termsLink}
            <span className="sr-only"> {t.newTab}</span>
          </a>
          {t.termsBetween}
          <a href="/polityka-prywatnosci" target="_blank" rel="noopener" className={link}>
            {t.privacyLink}
            <span className="sr-only"> {t.newTab}</span>
          </a>
          {t.termsAfter}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      {error && (
        <p id="order-accept-terms-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
