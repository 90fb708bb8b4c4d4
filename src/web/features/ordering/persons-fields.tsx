import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { AUTHORIZED_POSITIONS, MAX_AUTHORIZED_PERSONS } from '@shared/validation/order-fields';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useLanguage } from '@web/i18n/language';
import { emptyPerson, type FullOrderFormValues } from './full-order-form';
import { FormSection } from './form-section';
import type { OrderingMessages } from './messages';
import { POSITION_LABELS } from './validation-messages';

type Props = { form: UseFormReturn<FullOrderFormValues>; t: OrderingMessages };

/** Rows of authorised persons (product §5): at least one row is kept, so "remove" shows only with two or more. */
export function PersonsFields({ form, t }: Props) {
  const { language } = useLanguage();
  const { register, control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'authorizedPersons' });
  const errors = formState.errors.authorizedPersons;

  return (
    <FormSection title={t.personsSection} hint={t.personsHint}>
      <ol className="space-y-3">
        {fields.map((person, index) => {
          const n = String(index + 1);
          const rowErrors = errors?.[index];
          return (
            <li key={person.id}>
              <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
                <legend className="sr-only">{t.person.replace('{n}', n)}</legend>
                <Field label={t.firstName} error={rowErrors?.firstName?.message}>
                  <Input autoComplete="off" {...register(`authorizedPersons.${index}.firstName`)} />
                </Field>
                <Field label={t.lastName} error={rowErrors?.lastName?.message}>
                  <Input autoComplete="off" {...register(`authorizedPersons.${index}.lastName`)} />
                </Field>
                <Field label={t.position} error={rowErrors?.position?.message}>
                  <NativeSelect {...register(`authorizedPersons.${index}.position`)}>
                    {AUTHORIZED_POSITIONS.map((position) => (
                      <option key={position} value={position}>
                        {POSITION_LABELS[language][position]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                {fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => remove(index)}
                    aria-label={t.removePerson.replace('{n}', n)}
                    className="justify-self-end text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : (
                  <span className="hidden w-10 sm:block" />
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => append(emptyPerson())}
        disabled={fields.length >= MAX_AUTHORIZED_PERSONS}
      >
        <Plus aria-hidden="true" />
        {t.addPerson}
      </Button>
    </FormSection>
  );
}
