import type { UseFormReturn } from 'react-hook-form';
import { PESEL_LENGTH } from '@shared/validation/order-fields';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { FullOrderFormValues } from './full-order-form';
import { FormSection } from './form-section';
import type { OrderingMessages } from './messages';

type Props = { form: UseFormReturn<FullOrderFormValues>; t: OrderingMessages };

/** The first user of the club's system, with the administrator role (product §3); PESEL at most 11 digits. */
export function AdminFields({ form, t }: Props) {
  const { register, formState } = form;
  const errors = formState.errors.adminUser;
  return (
    <FormSection title={t.adminSection} hint={t.adminHint}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.firstName} error={errors?.firstName?.message} required>
          <Input autoComplete="off" {...register('adminUser.firstName')} />
        </Field>
        <Field label={t.lastName} error={errors?.lastName?.message} required>
          <Input autoComplete="off" {...register('adminUser.lastName')} />
        </Field>
        <Field label={t.email} error={errors?.email?.message} required>
          <Input type="email" autoComplete="off" {...register('adminUser.email')} />
        </Field>
        <Field label={t.pesel} error={errors?.pesel?.message} required>
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={PESEL_LENGTH}
            {...register('adminUser.pesel')}
          />
        </Field>
      </div>
    </FormSection>
  );
}
