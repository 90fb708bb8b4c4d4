import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { COUNTRY_CODES } from '@shared/validation/countries';
import type { Language } from '@shared/language';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useLanguage } from '@web/i18n/language';
import type { FullOrderFormValues } from './full-order-form';
import { FormSection } from './form-section';
import type { OrderingMessages } from './messages';

type Props = { form: UseFormReturn<FullOrderFormValues>; t: OrderingMessages };

/** The invoice's country list by name in the page's language (the browser's names; the code where it has none). */
function countryOptions(language: Language) {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const label = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return COUNTRY_CODES.map((code) => ({ code, name: label(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}

/**
 * Contact details and the club's address; NIP and REGON are optional and checked only when given. The English
 * site also asks for the country and another EU country's VAT number (the invoice names them); the Polish
 * site sends Poland.
 */
export function ContactFields({ form, t }: Props) {
  const { register, formState } = form;
  const { errors } = formState;
  const { language } = useLanguage();
  const countries = useMemo(() => (language === 'en' ? countryOptions(language) : []), [language]);
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
          {language === 'en' ? (
            <>
              <Field label={t.country} error={errors.country?.message} required className="sm:col-span-3">
                <NativeSelect autoComplete="country" {...register('country')}>
                  {countries.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field
                label={`${t.euVatId} ${t.optional}`}
                error={errors.euVatId?.message}
                className="sm:col-span-3"
              >
                <Input autoComplete="off" maxLength={20} placeholder="DE123456789" {...register('euVatId')} />
              </Field>
            </>
          ) : null}
        </div>
      </FormSection>
    </>
  );
}
