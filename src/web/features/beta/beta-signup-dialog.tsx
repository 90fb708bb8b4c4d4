import { useRef, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { BETA_SIGNUP_PATH, CLUB_SIZE_LABELS, CLUB_SIZES } from '@shared/beta';
import { PrivacyNotice } from '@web/components/public-form/privacy-notice';
import { SendFailureNotice } from '@web/components/public-form/send-failure';
import type { GuardFields } from '@web/components/public-form/use-public-form-guard';
import { usePublicFormSubmit } from '@web/components/public-form/use-public-form-submit';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage, useMessages } from '@web/i18n/language';
import { isEmailAddress } from '@shared/validation/email';
import { isPhoneNumber } from '@shared/validation/phone';
import { ApiRequestError, sendPublicForm } from '@web/lib/api';
import { useSiteContent } from '@web/lib/site-content';
import { betaPopupMessages } from './messages';

type Values = { name: string; email: string; phone: string; clubName: string; clubSize: string };
type FieldName = keyof Values;
const EMPTY: Values = { name: '', email: '', phone: '', clubName: '', clubSize: '' };
const FIELDS: FieldName[] = ['name', 'email', 'phone', 'clubName', 'clubSize'];
/**
 * The non-blocking bottom sheet: the page stays usable under it and keeps its focus; a tap or a
 * scroll on the page does not close it, only its close buttons or Escape do. At most 40 % of the screen's
 * height (its content scrolls inside), so the page stays readable; it never takes the focus, and closing it
 * leaves the focus where the visitor has put it on the page meanwhile.
 */
const SHEET_PROPS = {
  'data-sheet': '',
  className:
    'top-auto bottom-0 left-0 max-h-[40dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none shadow-2xl ring-1 ring-slate-200',
  onOpenAutoFocus: (event: Event) => event.preventDefault(),
  onCloseAutoFocus: (event: Event) => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[data-sheet]')) {
      event.preventDefault();
    }
  },
  onInteractOutside: (event: Event) => event.preventDefault(),
};
/** product §9: the success toast stays 6 s. */
const SUCCESS_TOAST_MS = 6000;

/**
 * The beta sign-up form (product §3, §5, §8), loaded only when the pop-up shows. Checks as docs/product.md words them:
 * any of name, email, club name or size missing → 'Błąd walidacji'; then a missing phone gets its own
 * toast; a malformed e-mail or phone gets its inline message. Nothing is sent while a check fails.
 */
export default function BetaSignupDialog({
  open,
  onOpenChange,
  sheet = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Small screens: a bottom sheet beside the page (no overlay, no focus trap, not taking the focus). */
  sheet?: boolean;
}) {
  const t = useMessages(betaPopupMessages);
  // The operator's list (site content), the same the server embedded in the page.
  const { popupBenefits } = useSiteContent().beta;
  const { language } = useLanguage();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<FieldName, 'required' | 'invalid'>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed check, the first field to fix gets the focus (and its message is read out).
  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const { send, pending, guard, failure } = usePublicFormSubmit(
    async (body: Values & GuardFields, submissionKey) => {
      await sendPublicForm(BETA_SIGNUP_PATH, language, body, submissionKey);
      return true;
    },
  );
  const set = (name: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setProblems((previous) => ({ ...previous, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const blank = FIELDS.filter((name) => !values[name].trim());
    // The format checks speak the page's language inline (no browser bubbles), by the rules the server
    // applies too (the e-mail's, the phone's). Every field to fix is marked at once.
    const invalid = FIELDS.filter((name) =>
      blank.includes(name)
        ? false
        : name === 'email'
          ? !isEmailAddress(values.email)
          : name === 'phone' && !isPhoneNumber(values.phone),
    );
    setProblems({
      ...Object.fromEntries(invalid.map((name) => [name, 'invalid'])),
      ...Object.fromEntries(blank.map((name) => [name, 'required'])),
    });
    if (blank.length || invalid.length) focusFirstProblem();
    if (blank.some((name) => name !== 'phone')) {
      toast({ ...t.validation, variant: 'destructive' });
      return;
    }
    if (blank.includes('phone')) {
      toast({ ...t.phoneRequired, variant: 'destructive' });
      return;
    }
    if (invalid.length) return;
    const sent = await send(values, (error) => {
      // The server names what it refused: the form marks those fields in the visitor's language, and only
      // a failure the form cannot show gets the toast (a failure to send is shown at the form as well).
      const refused = error instanceof ApiRequestError ? FIELDS.filter((name) => error.fields[name]) : [];
      if (refused.length) {
        setProblems(Object.fromEntries(refused.map((name) => [name, 'invalid'])));
        focusFirstProblem();
      } else {
        toast({ ...t.failure, variant: 'destructive' });
      }
    });
    if (!sent) return;
    toast({ ...t.success, duration: SUCCESS_TOAST_MS });
    setValues(EMPTY);
    onOpenChange(false);
  }

  const fieldProps = (name: FieldName) => ({
    label: t.labels[name],
    required: true,
    error:
      problems[name] === 'required' ? t.required : problems[name] === 'invalid' ? t.invalid[name] : undefined,
  });
  const sizes = CLUB_SIZES.map((value) => ({ value, label: CLUB_SIZE_LABELS[language][value] }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={!sheet}>
      <DialogContent
        title={t.title}
        description={t.description}
        closeLabel={t.close}
        {...(sheet ? SHEET_PROPS : {})}
      >
        <ul className="mb-5 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
          {popupBenefits.map((benefit, index) => (
            <li key={index} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {benefit[language]}
            </li>
          ))}
        </ul>
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          onFocus={guard.start}
          onInput={guard.start}
          className="relative space-y-4"
        >
          <Field {...fieldProps('name')}>
            <Input autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...fieldProps('email')}>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            </Field>
            <Field {...fieldProps('phone')}>
              <Input
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => set('phone')(e.target.value)}
              />
            </Field>
          </div>
          <Field {...fieldProps('clubName')}>
            <Input
              autoComplete="organization"
              value={values.clubName}
              onChange={(e) => set('clubName')(e.target.value)}
            />
          </Field>
          <Field {...fieldProps('clubSize')}>
            <Select
              value={values.clubSize}
              onValueChange={set('clubSize')}
              placeholder={t.clubSizePlaceholder}
              options={sizes}
            />
          </Field>
          {guard.fields}
          <PrivacyNotice form="beta-signup" />
          {failure && <SendFailureNotice failure={failure} what="signup" sending={pending} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t.later}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? SENDING_LABEL[language] : t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
