import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEMO_BOOKING_ERRORS,
  DEMO_BOOKING_VALIDATION,
  DEMO_MEMBER_COUNT,
  demoContactSchema,
  type DemoContact,
} from '@shared/contracts/demo';
import type { Language } from '@shared/language';
import { formatSlotDateTime } from '@shared/slot-rules';
import { PrivacyNotice } from '@web/components/public-form/privacy-notice';
import { inPublicQueryScope } from '@web/components/public-query-scope';
import { SendFailureNotice } from '@web/components/public-form/send-failure';
import { usePublicFormSubmit } from '@web/components/public-form/use-public-form-submit';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { toast } from '@web/components/ui/toast-store';
import { ApiRequestError } from '@web/lib/api';
import type { DemoBookingCreated, DemoBookingInput } from '@shared/contracts/demo';
import { useBookDemo } from './api';
import type { DemoBookingMessages } from './messages';
import { visitorClockDiffers, visitorLocalTime, visitorTimeZone } from './visitor-time';

export type ContactStepProps = {
  m: DemoBookingMessages;
  language: Language;
  timeZone: string;
  slot: string;
  onBack(): void;
  onBooked(booking: DemoBookingCreated): void;
  /** The slot went to someone else (or away) meanwhile: back to the calendar for another time. */
  onSlotLost(): void;
};

const CONTACT_FIELDS = ['name', 'email', 'phone', 'clubName', 'memberCount'] as const;

/** The API answers the Polish message; the English form shows the same rule's English one. */
function localized(message: string, language: Language): string {
  const pl = DEMO_BOOKING_VALIDATION.pl;
  const key = (Object.keys(pl) as (keyof typeof pl)[]).find((candidate) => pl[candidate] === message);
  return key ? DEMO_BOOKING_VALIDATION[language][key] : message;
}

/** An empty box is no count given; anything typed goes to the contract's rule (a whole number in range). */
const toMemberCount = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/**
 * Step 2 (product §4, §5): name and email required, phone, club name and member count optional, then the
 * booking call.
 */
export function ContactStep({ m, language, timeZone, slot, onBack, onBooked, onSlotLost }: ContactStepProps) {
  const schema = useMemo(() => demoContactSchema(language), [language]);
  const form = useForm<DemoContact>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', clubName: '' },
  });
  const book = useBookDemo();
  const { send, pending, guard, failure } = usePublicFormSubmit((body: DemoBookingInput, submissionKey) =>
    book.mutateAsync({ body, submissionKey }),
  );
  const { errors } = form.formState;
  const at = new Date(slot);
  const preferredDate = formatSlotDateTime(at, timeZone);
  const zoneDiffers = visitorClockDiffers(at, timeZone);

  useEffect(() => form.setFocus('name'), [form]);

  // No answer (the network, the server): what was typed stays, with the chosen time; the form says so and
  // offers to send again (usePublicFormSubmit), beside the toast of product §8.
  const failed = (error: unknown) => {
    // The address already holds a demo; the answer (in the page's language) says its
    // manage link was e-mailed again. The time stays chosen: another address may still book it.
    if (error instanceof ApiRequestError && error.status === 409 && error.fields.email) {
      form.setError('email', { message: error.fields.email }, { shouldFocus: true });
      return;
    }
    if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
      const taken = error.status === 409 && error.body?.error !== DEMO_BOOKING_ERRORS.slotPast;
      toast({
        title: taken ? m.takenTitle : m.goneTitle,
        description: taken ? m.takenDescription : m.goneDescription,
        variant: 'destructive',
      });
      onSlotLost();
      return;
    }
    if (error instanceof ApiRequestError && error.status === 400) {
      // A refusal the form can show goes next to its field, in the page's language, without a toast.
      const refused = CONTACT_FIELDS.filter((field) => error.fields[field]);
      for (const field of refused) {
        form.setError(field, { message: localized(error.fields[field]!, language) }, { shouldFocus: true });
      }
      if (refused.length) return;
    }
    const tooMany = error instanceof ApiRequestError && error.status === 429;
    toast({
      title: m.errorTitle,
      description: tooMany ? m.tooManyDescription : m.errorDescription,
      variant: 'destructive',
    });
  };

  const submit = form.handleSubmit(async (values) => {
    const booking = { ...values, preferredDate, selectedSlot: slot, visitorTimeZone: visitorTimeZone() };
    const created = await send(booking, failed);
    if (!created) return;
    // product §8's toast stays; the dialog goes on to the success view with the details.
    toast({ title: m.successTitle, description: m.successDescription(preferredDate) });
    onBooked(created);
  });

  return (
    <form noValidate onSubmit={submit} onFocus={guard.start} onInput={guard.start} className="relative">
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">{m.chosenSlot}</p>
          <p className="font-semibold text-slate-900 tabular-nums" data-testid="demo-chosen-slot">
            {preferredDate} <span className="font-normal text-slate-600">({m.polishTime})</span>
          </p>
          {zoneDiffers && (
            <p className="text-xs text-slate-600">{m.localTime(visitorLocalTime(at, timeZone))}</p>
          )}
        </div>
        <Button variant="outline" size="sm" onClick={onBack} aria-label={m.changeLabel}>
          {m.change}
        </Button>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={m.name} error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label={m.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label={<OptionalLabel text={m.phone} optional={m.optional} />} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field
          label={<OptionalLabel text={m.clubName} optional={m.optional} />}
          error={errors.clubName?.message}
        >
          <Input autoComplete="organization" {...form.register('clubName')} />
        </Field>
        <Field
          label={<OptionalLabel text={m.memberCount} optional={m.optional} />}
          error={errors.memberCount?.message}
        >
          <Input
            type="number"
            min={DEMO_MEMBER_COUNT.min}
            max={DEMO_MEMBER_COUNT.max}
            step={1}
            inputMode="numeric"
            {...form.register('memberCount', { setValueAs: toMemberCount })}
          />
        </Field>
      </div>

      <div className="mt-4 grid gap-3">
        {guard.fields}
        <PrivacyNotice form="demo-booking" />
      </div>

      {failure && (
        <div className="mt-4">
          <SendFailureNotice failure={failure} what="booking" sending={pending} />
        </div>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          {m.back}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? SENDING_LABEL[language] : m.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

function OptionalLabel({ text, optional }: { text: string; optional: string }) {
  return (
    <>
      {text} <span className="font-normal text-slate-600">({optional})</span>
    </>
  );
}

/** The booking dialog's step 2, a chunk of its own, in the page's query client (PublicQueryScope). */
export const ContactStepInQueryScope = inPublicQueryScope(ContactStep);

export { BookingSuccess } from './booking-success';
