import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { OrderBuyerInput } from '@shared/contracts/order';
import { DEFAULT_COUNTRY, EU_VAT_PREFIX, type CountryCode } from '@shared/validation/countries';
import type { Language } from '@shared/language';
import { Checkbox } from '@web/components/ui/checkbox';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Label } from '@web/components/ui/label';
import { countryOptions } from './country-options';

export type BuyerFieldLabels = {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  nip: string;
  euVatId: string;
  withoutNip: string;
  optional: string;
};

/** A form that keeps the invoice's buyer under `buyer` (the payment form, the buyer forms). */
export type BuyerForm = UseFormReturn<{ buyer: OrderBuyerInput }>;

type Props = { form: BuyerForm; labels: BuyerFieldLabels; language: Language; idPrefix: string };

/**
 * The invoice's buyer: the club's address, its country, and the identifier the invoice names it by: a Polish
 * NIP (or the confirmation that there is none), another EU member state's VAT number. The same fields in the
 * back office and on the order's confirmation; the rule is the contract's (createOrderBuyerSchemas).
 */
export function BuyerFields({ form, labels, language, idPrefix }: Props) {
  const { register, control } = form;
  const errors = form.formState.errors.buyer;
  const country = (useWatch({ control, name: 'buyer.country' }) ?? DEFAULT_COUNTRY) as CountryCode;
  const withoutNip = useWatch({ control, name: 'buyer.withoutNip' }) ?? false;
  const polish = country === DEFAULT_COUNTRY;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
      <Field label={labels.street} error={errors?.street?.message} required className="sm:col-span-6">
        <Input id={`${idPrefix}-street`} autoComplete="street-address" {...register('buyer.street')} />
      </Field>
      <Field label={labels.postalCode} error={errors?.postalCode?.message} required className="sm:col-span-2">
        <Input
          id={`${idPrefix}-postal`}
          autoComplete="postal-code"
          placeholder="00-000"
          {...register('buyer.postalCode')}
        />
      </Field>
      <Field label={labels.city} error={errors?.city?.message} required className="sm:col-span-4">
        <Input id={`${idPrefix}-city`} autoComplete="address-level2" {...register('buyer.city')} />
      </Field>
      <Field label={labels.country} error={errors?.country?.message} required className="sm:col-span-3">
        <NativeSelect id={`${idPrefix}-country`} autoComplete="country" {...register('buyer.country')}>
          {countryOptions(language).map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {polish ? (
        <Field
          label={withoutNip ? `${labels.nip} ${labels.optional}` : labels.nip}
          error={errors?.nip?.message}
          required={!withoutNip}
          className="sm:col-span-3"
        >
          <Input
            id={`${idPrefix}-nip`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            disabled={withoutNip}
            {...register('buyer.nip')}
          />
        </Field>
      ) : EU_VAT_PREFIX[country] ? (
        <Field
          label={`${labels.euVatId} ${labels.optional}`}
          error={errors?.euVatId?.message}
          className="sm:col-span-3"
        >
          <Input
            id={`${idPrefix}-vat`}
            autoComplete="off"
            maxLength={20}
            placeholder={`${EU_VAT_PREFIX[country]}123456789`}
            {...register('buyer.euVatId')}
          />
        </Field>
      ) : null}
      {polish ? (
        <div className="flex items-center gap-2 sm:col-span-6">
          <Controller
            control={control}
            name="buyer.withoutNip"
            render={({ field }) => (
              <Checkbox
                id={`${idPrefix}-without-nip`}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor={`${idPrefix}-without-nip`} className="font-normal">
            {labels.withoutNip}
          </Label>
        </div>
      ) : null}
    </div>
  );
}
