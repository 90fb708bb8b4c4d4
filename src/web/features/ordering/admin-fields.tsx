import { useWatch, type UseFormReturn } from 'react-hook-form';
import { IDENTITY_DOCUMENT_LENGTH, orderIdentityFields, PESEL_LENGTH } from '@shared/validation/order-fields';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { FullOrderFormValues } from './full-order-form';
import { FormSection } from './form-section';
import type { OrderingMessages } from './messages';

type Props = { form: UseFormReturn<FullOrderFormValues>; t: OrderingMessages };

/**
 * The first user of the club's system, with the administrator role (product §3): identified by a PESEL (at
 * most 11 digits) in Poland, elsewhere by a passport or ID card number (orderIdentityFields).
 */
export function AdminFields({ form, t }: Props) {
  const { register, formState, control } = form;
  const errors = formState.errors.adminUser;
  const country = useWatch({ control, name: 'country' });
  // Until the English site's visitor chooses a country, neither identity is asked.
  const fields = country ? orderIdentityFields(country) : null;
  return (
    <FormSection title={t.adminSection} hint={t.adminHint}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t.firstName} error={errors?.firstName?.message} required>
          <Input autoComplete="off" {...register('adminUser.firstName')} />
        </Field>
        <Field label={t.lastName} error={errors?.lastName?.message} required>
          <Input autoComplete="off" {...register('adminUser.lastName')} />
        </Field>
        <Field label={t.email} error={errors?.email?.message} required>
          <Input type="email" autoComplete="off" {...register('adminUser.email')} />
        </Field>
        {fields?.pesel && (
          <Field label={t.pesel} error={errors?.pesel?.message} required>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={PESEL_LENGTH}
              {...register('adminUser.pesel')}
            />
          </Field>
        )}
        {fields?.identityDocument && (
          <Field
            label={t.identityDocument}
            hint={t.identityDocumentHint}
            error={errors?.identityDocument?.message}
            required
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={IDENTITY_DOCUMENT_LENGTH.max}
              {...register('adminUser.identityDocument')}
            />
          </Field>
        )}
      </div>
    </FormSection>
  );
}
