import { useId } from 'react';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TESTIMONIAL_LANGUAGE_LABELS,
  TESTIMONIAL_LANGUAGES,
  TESTIMONIAL_LIMITS,
  testimonialInputSchema,
  type Testimonial,
  type TestimonialFormValues,
  type TestimonialInput,
  type TestimonialLanguage,
} from '@shared/contracts/testimonials';
import { Select } from '@web/components/ui/select';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { ApiRequestError } from '@web/lib/api';
import { useCreateTestimonial, useUpdateTestimonial } from './api';

type TestimonialFormDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The testimonial to edit; without it the dialog adds a new one. */
  testimonial?: Testimonial | null;
};

/** The add and edit dialogs of product §2: the form of product §5, validated by the API's own schema. */
export function TestimonialFormDialog({ open, onOpenChange, testimonial }: TestimonialFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        title={testimonial ? 'Edytuj opinię' : 'Dodaj opinię'}
        description={
          testimonial
            ? `Zmiany w opinii klubu ${testimonial.clubName}.`
            : 'Nowa opinia klubu do slidera na stronie głównej i historii sukcesu.'
        }
      >
        {/* Mounted per opening, so each one starts from the record's current values. */}
        <TestimonialForm testimonial={testimonial ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const toFormValues = (testimonial: Testimonial | null): TestimonialFormValues => ({
  clubName: testimonial?.clubName ?? '',
  logoUrl: testimonial?.logoUrl ?? '',
  shortTestimonial: testimonial?.shortTestimonial ?? '',
  fullTestimonial: testimonial?.fullTestimonial ?? '',
  authorName: testimonial?.authorName ?? '',
  authorPosition: testimonial?.authorPosition ?? '',
  isActive: testimonial?.isActive ?? true,
  language: testimonial?.language ?? 'both',
});

type FieldName = keyof TestimonialFormValues;

function TestimonialForm({ testimonial, onDone }: { testimonial: Testimonial | null; onDone(): void }) {
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const pending = create.isPending || update.isPending;
  const switchId = useId();
  const form = useForm<TestimonialFormValues, unknown, TestimonialInput>({
    resolver: zodResolver(testimonialInputSchema),
    defaultValues: toFormValues(testimonial),
  });
  const { errors } = form.formState;
  const [shortText = '', fullText = ''] = useWatch({
    control: form.control,
    name: ['shortTestimonial', 'fullTestimonial'],
  });

  // The server checks the same schema; should it still refuse a field, the message goes under that field.
  const showServerFields = (error: Error) => {
    if (!(error instanceof ApiRequestError)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      if (field in form.getValues()) form.setError(field as FieldName, { message });
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    const options = { onSuccess: onDone, onError: showServerFields };
    if (testimonial) update.mutate({ id: testimonial.id, body: values }, options);
    else create.mutate(values, options);
  });

  const lengthHint = (value: string, field: 'shortTestimonial' | 'fullTestimonial') =>
    `${value.trim().length} / ${TESTIMONIAL_LIMITS[field].max} znaków, minimum ${TESTIMONIAL_LIMITS[field].min}`;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nazwa klubu" error={errors.clubName?.message} required>
          <Input autoComplete="organization" {...form.register('clubName')} />
        </Field>
        <Field
          label="Adres logo (URL)"
          error={errors.logoUrl?.message}
          hint="Opcjonalnie. Bez logo pokażemy ikonę."
        >
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('logoUrl')} />
        </Field>
      </div>
      <Field
        label="Krótka opinia"
        error={errors.shortTestimonial?.message}
        hint={`Widoczna w sliderze. ${lengthHint(shortText, 'shortTestimonial')}`}
        required
      >
        <Textarea rows={3} {...form.register('shortTestimonial')} />
      </Field>
      <Field
        label="Pełna opinia"
        error={errors.fullTestimonial?.message}
        hint={`Historia sukcesu. ${lengthHint(fullText, 'fullTestimonial')}`}
        required
      >
        <Textarea rows={6} {...form.register('fullTestimonial')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Imię i nazwisko" error={errors.authorName?.message} required>
          <Input autoComplete="name" {...form.register('authorName')} />
        </Field>
        <Field label="Stanowisko" error={errors.authorPosition?.message} required>
          <Input autoComplete="organization-title" {...form.register('authorPosition')} />
        </Field>
      </div>
      <Field
        label="Język opinii"
        error={errors.language?.message}
        hint="Która strona ją pokazuje: polska, angielska czy obie."
        required
      >
        <LanguageSelect control={form.control} />
      </Field>
      <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
        <div>
          <Label htmlFor={switchId}>Aktywna opinia</Label>
          <p id={`${switchId}-hint`} className="text-xs text-slate-600">
            Aktywne opinie widzą odwiedzający stronę główną.
          </p>
        </div>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch
              id={switchId}
              aria-describedby={`${switchId}-hint`}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? SENDING_LABEL.pl : testimonial ? 'Zapisz zmiany' : 'Dodaj opinię'}
        </Button>
      </DialogFooter>
    </form>
  );
}

const LANGUAGE_OPTIONS = TESTIMONIAL_LANGUAGES.map((value) => ({
  value,
  label: TESTIMONIAL_LANGUAGE_LABELS[value],
}));

type LanguageSelectProps = {
  control: Control<TestimonialFormValues, unknown, TestimonialInput>;
  // Given by <Field>: the label's target and the error wiring go to the select's trigger.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** Which site shows the testimonial: Polish, English or both. */
function LanguageSelect({ control, id, ...aria }: LanguageSelectProps) {
  const { field } = useController({ control, name: 'language' });
  return (
    <Select
      id={id}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      options={LANGUAGE_OPTIONS}
      value={field.value ?? 'both'}
      onValueChange={(value) => field.onChange(value as TestimonialLanguage)}
    />
  );
}
