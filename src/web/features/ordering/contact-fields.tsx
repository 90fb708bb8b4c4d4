import { useWatch, type UseFormReturn } from 'react-hook-form';
import { EU_VAT_PREFIX, type CountryCode } from '@shared/validation/countries';
import { orderIdentityFields } from '@shared/validation/order-fields';
import { countryOptions } from '@web/components/buyer/country-options';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useLanguage } from '@web/i18n/language';
import type { FullOrderFormValues } from './full-order-form';
import { FormSection } from './form-section';
import type { OrderingMessages } from './messages';

type Props = { form: UseFormReturn<FullOrderFormValues>; t: OrderingMessages };

/**
 * Contact details and the club's address with its country (Poland by default on the Polish site; the English
 * site's visitor chooses). The identifiers follow the country (orderIdentityFields): NIP and REGON for
 * Poland, optional and checked only when given; the EU VAT number for another member state.
 */
export function ContactFields({ form, t }: Props) {
  const { register, formState, control } = form;
  const { errors } = formState;
  const { language } = useLanguage();
  const country = useWatch({ control, name: 'country' });
  // No country chosen yet: nothing but the country is asked.
  const fields = country ? orderIdentityFields(country) : null;
  const vatPrefix = EU_VAT_PREFIX[country as CountryCode];
  return (
    <>
      <FormSection title={t.contactSection}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
          <Field label={t.street} error={errors.street?.message} required className="sm:col-span-6">
            <Input autoComplete="street-address" {...register('street')} />
          </Field>
          <Field label={t.postalCode} error={errors.postalCode?.message} required className="sm:col-span-2">
            {/* The Polish form as a hint for a club in Poland; other countries write theirs. */}
            <Input
              autoComplete="postal-code"
              placeholder={fields?.polishIds ? '00-000' : undefined}
              {...register('postalCode')}
            />
          </Field>
          <Field label={t.city} error={errors.city?.message} required className="sm:col-span-4">
            <Input autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field
            label={t.country}
            error={errors.country?.message}
            required
            className={fields?.polishIds ? 'sm:col-span-2' : 'sm:col-span-3'}
          >
            <NativeSelect autoComplete="country" {...register('country')}>
              {!country && (
                <option value="" disabled>
                  {t.countryPlaceholder}
                </option>
              )}
              {countryOptions(language).map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {fields?.polishIds && (
            <>
              <Field label={`${t.nip} ${t.optional}`} error={errors.nip?.message} className="sm:col-span-2">
                <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('nip')} />
              </Field>
              <Field
                label={`${t.regon} ${t.optional}`}
                error={errors.regon?.message}
                className="sm:col-span-2"
              >
                <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('regon')} />
              </Field>
            </>
          )}
          {fields?.euVatId && (
            <Field
              label={`${t.euVatId} ${t.optional}`}
              error={errors.euVatId?.message}
              className="sm:col-span-3"
            >
              <Input
                autoComplete="off"
                maxLength={20}
                placeholder={`${vatPrefix}123456789`}
                {...register('euVatId')}
              />
            </Field>
          )}
        </div>
      </FormSection>
    </>
  );
}
