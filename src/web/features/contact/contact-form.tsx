import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactRequest } from '@shared/contracts/contact';
import { isEmailAddress } from '@shared/validation/email';
import { PrivacyNotice } from '@web/components/public-form/privacy-notice';
import { SendFailureNotice } from '@web/components/public-form/send-failure';
import type { GuardFields } from '@web/components/public-form/use-public-form-guard';
import { usePublicFormSubmit } from '@web/components/public-form/use-public-form-submit';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage, useMessages } from '@web/i18n/language';
import { ApiRequestError } from '@web/lib/api';
import { loadWithRetry } from '@web/lib/lazy-with-retry';
import { sendContact } from './api';
import { contactMessages } from './messages';

type FieldName = keyof typeof contactMessages.pl.fieldErrors;

// The phone rule (libphonenumber) is loaded only when someone types a phone: the page's budget.
const loadPhoneRule = () => import('@shared/validation/phone');
const FIELD_ORDER: FieldName[] = ['name', 'email', 'phone', 'subject', 'message'];

/**
 * The contact form (product §2, §4, §5). Checked in the page's language before sending (no browser bubbles:
 * `noValidate`), without a form library on the landing page (its JavaScript budget): required fields, the
 * e-mail by the browser's type check, the phone by the shared rule loaded only when a phone is typed. The
 * server checks the rest and names bad fields, shown inline too; the toast is for a refusal without a field.
 * When the server cannot be reached (no network, a 5xx, a timeout) the form says so where it is, keeps what
 * was typed and offers to send it again.
 */
export function ContactForm() {
  const { language } = useLanguage();
  const t = useMessages(contactMessages);
  const { send, pending, guard, failure, clearFailure, showFailure } = usePublicFormSubmit(
    async (body: ContactRequest & GuardFields, submissionKey) => {
      await sendContact(body, language, submissionKey);
      return true;
    },
  );
  // The fields are checked first (the phone rule may load): the button says 'sending' from the click on.
  const [checking, setChecking] = useState(false);
  const sending = checking || pending;
  const formRef = useRef<HTMLFormElement>(null);
  // Its own ref: a failure's notice above it has a submit button ('Spróbuj ponownie') of its own.
  const submitRef = useRef<HTMLButtonElement>(null);
  // The button was disabled while sending, which drops the focus to the page: give it back, so a keyboard
  // or screen-reader user stays where the form is (the toast says what happened).
  const doneSending = () => {
    flushSync(() => setChecking(false));
    submitRef.current?.focus();
  };
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const onInput = (name: FieldName) => () => {
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  /** Marks the fields and moves the focus to the first one to fix. */
  const show = (next: Partial<Record<FieldName, string>>) => {
    setErrors(next);
    const first = FIELD_ORDER.find((name) => next[name]);
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };

  const check = async (form: HTMLFormElement): Promise<Partial<Record<FieldName, string>>> => {
    const found: Partial<Record<FieldName, string>> = {};
    for (const name of FIELD_ORDER) {
      const control = form.elements.namedItem(name);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      const value = control.value.trim();
      if (name === 'phone') {
        if (!value) continue;
        const { isPhoneNumber } = await loadWithRetry(loadPhoneRule);
        if (!isPhoneNumber(value)) found.phone = t.fieldErrors.phone;
      } else if (!value) found[name] = t.required;
      else if (name === 'email' && !isEmailAddress(value)) found.email = t.invalidEmail;
    }
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: FieldName) => String(data.get(name) ?? '');
    const body: ContactRequest = {
      name: text('name'),
      email: text('email'),
      subject: text('subject'),
      message: text('message'),
      ...(text('phone').trim() && { phone: text('phone') }),
    };
    setChecking(true);
    // A refusal the server names goes under its field (in the page's language); anything else is a toast.
    const refused = (error: unknown) => {
      doneSending();
      const fields = error instanceof ApiRequestError ? error.fields : {};
      const next: Partial<Record<FieldName, string>> = {};
      for (const name of FIELD_ORDER) {
        const message = fields[name];
        if (message) next[name] = language === 'pl' ? message : t.fieldErrors[name];
      }
      show(next);
      if (!Object.keys(next).length) {
        toast({ title: t.errorTitle, description: t.errorDescription, variant: 'destructive' });
      }
    };
    check(form)
      .then(async (found) => {
        if (Object.keys(found).length) {
          setChecking(false);
          clearFailure();
          show(found);
          return;
        }
        // Checked: `pending` takes over in the same render, so the button never looks ready in between.
        setChecking(false);
        // Nobody's input was wrong when it fails to send: everything typed stays, the form says so and
        // offers to send again, beside the toast of product §8.
        if (!(await send(body, refused))) return;
        doneSending();
        form.reset();
        setErrors({});
        toast({ title: t.successTitle, description: t.successDescription });
      })
      // The check's own failure (its phone rule's chunk not loaded): said at the form like a failed send.
      .catch((error: unknown) => {
        showFailure(error);
        refused(error);
      });
  };

  const common = (name: FieldName) => ({ name, onInput: onInput(name) });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={guard.start}
      onInput={guard.start}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <Field label={t.labels.name} error={errors.name} required>
        <Input {...common('name')} required autoComplete="name" />
      </Field>
      <Field label={t.labels.email} error={errors.email} required>
        <Input {...common('email')} type="email" required autoComplete="email" inputMode="email" />
      </Field>
      <Field
        label={
          <>
            {t.labels.phone} <span className="font-normal text-slate-600">{t.optional}</span>
          </>
        }
        error={errors.phone}
      >
        <Input {...common('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field label={t.labels.subject} error={errors.subject} required>
        <Input {...common('subject')} required placeholder={t.placeholders.subject} />
      </Field>
      <Field label={t.labels.message} error={errors.message} required className="sm:col-span-2">
        <Textarea {...common('message')} required rows={6} placeholder={t.placeholders.message} />
      </Field>
      <div className="grid gap-4 sm:col-span-2">
        {guard.fields}
        {failure && <SendFailureNotice failure={failure} what="message" sending={sending} />}
        <Button ref={submitRef} type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? SENDING_LABEL[language] : t.submit}
        </Button>
        <PrivacyNotice form="contact" />
      </div>
    </form>
  );
}
