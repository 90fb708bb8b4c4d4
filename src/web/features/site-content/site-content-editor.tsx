import { useFieldArray, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { ROADMAP_STATUS_LABELS, siteContentSchema } from '@shared/contracts/site-content';
import { ROADMAP_STATUSES, type RoadmapItem, type SiteContent } from '@shared/site-content';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast-store';
import { serverMessage } from '@web/lib/api';
import { useSaveSiteContent } from './api';

type Form = UseFormReturn<SiteContent>;
type ListName = 'launchTimeline' | 'featureRoadmap';

const STATUS_OPTIONS = ROADMAP_STATUSES.map((value) => ({ value, label: ROADMAP_STATUS_LABELS[value] }));
const NEW_ITEM: RoadmapItem = {
  when: '',
  status: 'planned',
  title: { pl: '', en: '' },
  description: { pl: '', en: '' },
};

/** Both languages side by side: the Polish and the English site each show their own. */
function Bilingual({
  form,
  name,
  label,
  errors,
  multiline,
}: {
  form: Form;
  name: string;
  label: string;
  errors: FieldErrors<{ pl: string; en: string }> | undefined;
  multiline?: boolean;
}) {
  const Control = multiline ? Textarea : Input;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['pl', 'en'] as const).map((language) => (
        <Field
          key={language}
          label={`${label} (${language.toUpperCase()})`}
          error={errors?.[language]?.message}
          required
        >
          <Control
            {...(multiline ? { rows: 2 } : {})}
            {...form.register(`${name}.${language}` as `launchTimeline.0.title.pl`)}
          />
        </Field>
      ))}
    </div>
  );
}

function RoadmapList({
  form,
  name,
  title,
  itemLabel,
}: {
  form: Form;
  name: ListName;
  title: string;
  itemLabel: string;
}) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors[name];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {errors?.root?.message || errors?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.root?.message ?? errors.message}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {fields.map((field, index) => {
          const itemErrors = errors?.[index];
          const legend = `${itemLabel} ${index + 1}`;
          return (
            <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
              <div className="grid gap-3 sm:grid-cols-[10rem_12rem_1fr] sm:items-end">
                <Field label="Termin" error={itemErrors?.when?.message} required>
                  <Input placeholder="np. Q1 2027" {...form.register(`${name}.${index}.when`)} />
                </Field>
                <Field label="Status" error={itemErrors?.status?.message} required>
                  <Select
                    options={STATUS_OPTIONS}
                    value={form.watch(`${name}.${index}.status`)}
                    onValueChange={(value) =>
                      form.setValue(`${name}.${index}.status`, value as RoadmapItem['status'], {
                        shouldDirty: true,
                      })
                    }
                  />
                </Field>
                <div className="flex gap-1 sm:justify-end">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`${legend}: w górę`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`${legend}: w dół`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`${legend}: usuń`}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </div>
              <Bilingual
                form={form}
                name={`${name}.${index}.title`}
                label="Tytuł"
                errors={itemErrors?.title}
              />
              <Bilingual
                form={form}
                name={`${name}.${index}.description`}
                label="Opis"
                errors={itemErrors?.description}
                multiline
              />
            </fieldset>
          );
        })}
        <Button type="button" variant="outline" onClick={() => append({ ...NEW_ITEM })}>
          <Plus aria-hidden="true" /> Dodaj pozycję
        </Button>
      </CardContent>
    </Card>
  );
}

function BetaOffer({ form }: { form: Form }) {
  const popup = useFieldArray({ control: form.control, name: 'beta.popupBenefits' });
  const errors = form.formState.errors.beta;
  return (
    <>
      <Card>
        <CardHeader>
          <h2 className="text-base font-semibold text-slate-900">Oferta beta: sekcja strony głównej</h2>
          <p className="text-sm text-slate-600">Cztery karty korzyści, każda z ikoną (w tej kolejności).</p>
        </CardHeader>
        <CardContent className="space-y-4">
          {form.getValues('beta.benefits').map((_, index) => (
            <fieldset key={index} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">Korzyść {index + 1}</legend>
              <Bilingual
                form={form}
                name={`beta.benefits.${index}.title`}
                label="Tytuł"
                errors={errors?.benefits?.[index]?.title}
              />
              <Bilingual
                form={form}
                name={`beta.benefits.${index}.description`}
                label="Opis"
                errors={errors?.benefits?.[index]?.description}
                multiline
              />
            </fieldset>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-base font-semibold text-slate-900">Oferta beta: okno zgłoszenia</h2>
          <p className="text-sm text-slate-600">Lista korzyści nad formularzem zgłoszenia do testów.</p>
        </CardHeader>
        <CardContent className="space-y-4">
          {popup.fields.map((field, index) => (
            <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">Punkt {index + 1}</legend>
              <Bilingual
                form={form}
                name={`beta.popupBenefits.${index}`}
                label="Tekst"
                errors={errors?.popupBenefits?.[index]}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={popup.fields.length === 1}
                onClick={() => popup.remove(index)}
              >
                <Trash2 aria-hidden="true" /> Usuń punkt {index + 1}
              </Button>
            </fieldset>
          ))}
          <Button type="button" variant="outline" onClick={() => popup.append({ pl: '', en: '' })}>
            <Plus aria-hidden="true" /> Dodaj punkt
          </Button>
        </CardContent>
      </Card>
    </>
  );
}

/** 'Treści strony': the roadmap, the launch timeline and the beta offer in both languages, saved as one. */
export function SiteContentEditor({ initial }: { initial: SiteContent }) {
  const save = useSaveSiteContent();
  const form = useForm<SiteContent>({ resolver: zodResolver(siteContentSchema), defaultValues: initial });
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (saved) => form.reset(saved),
        onError: (error) =>
          toast({
            title: 'Nie zapisano treści',
            description: serverMessage(error),
            variant: 'destructive',
          }),
      }),
    () =>
      toast({
        title: 'Popraw zaznaczone pola',
        description: 'Każdy tekst jest wymagany w obu językach.',
        variant: 'destructive',
      }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <RoadmapList form={form} name="launchTimeline" title="Harmonogram startu" itemLabel="Etap" />
      <RoadmapList form={form} name="featureRoadmap" title="Plan funkcji" itemLabel="Funkcja" />
      <BetaOffer form={form} />
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? SENDING_LABEL.pl : 'Zapisz treści'}
        </Button>
      </div>
    </form>
  );
}
