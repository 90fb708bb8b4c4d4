import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { FullOrderFormValues } from './full-order-form';
import { FormSection } from './form-section';
import type { OrderingMessages } from './messages';

type Props = { form: UseFormReturn<FullOrderFormValues>; t: OrderingMessages };

/** Contact details and the club's address; NIP and REGON are optional and checked only when given. */
export function ContactFields({ form, t }: Props) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FormSection title={t.contactSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.name} error={errors.name?.message} required>
            <Input autoComplete="name" {...register('name')} />
          </Field>
          <Field label={t.clubName} error={errors.clubName?.message} required>
            <Input autoComplete="organization" {...register('clubName')} />
          </Field>
          <Field label={t.email} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label={t.phone} error={errors.phone?.message} required>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </Field>
        </div>
      </FormSection>
      <FormSection title={t.addressSection}>
        <div className="grid gap-4 sm:grid-cols-6">
          <Field label={t.street} error={errors.street?.message} required className="sm:col-span-6">
            <Input autoComplete="street-address" {...register('street')} />
          </Field>
          <Field label={t.postalCode} error={errors.postalCode?.message} required className="sm:col-span-2">
            <Input autoComplete="postal-code" placeholder="00-000" {...register('postalCode')} />
          </Field>
          <Field label={t.city} error={errors.city?.message} required className="sm:col-span-4">
            <Input autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field label={`${t.nip} ${t.optional}`} error={errors.nip?.message} className="sm:col-span-3">
            <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('nip')} />
          </Field>
          <Field label={`${t.regon} ${t.optional}`} error={errors.regon?.message} className="sm:col-span-3">
            <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('regon')} />
          </Field>
        </div>
      </FormSection>
    </>
  );
}
