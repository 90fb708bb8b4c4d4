import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import {
  MAX_REPLY_TEMPLATES,
  REPLY_TEMPLATE_PLACEHOLDERS,
  replyTemplatesSchema,
  type ReplyTemplates,
} from '@shared/contracts/reply-templates';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ListStates } from '@web/components/ui/list-states';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast-store';
import { serverMessage } from '@web/lib/api';
import { useReplyTemplatesForEditing, useSaveReplyTemplates } from './reply-templates-api';

const NEW_TEMPLATE = { name: '', subject: '', message: '' };

function TemplatesForm({ initial }: { initial: ReplyTemplates }) {
  const save = useSaveReplyTemplates();
  const form = useForm<ReplyTemplates>({
    resolver: zodResolver(replyTemplatesSchema),
    defaultValues: initial,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'templates' });
  const errors = form.formState.errors.templates;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => form.reset(saved),
      onError: (error) =>
        toast({
          title: 'Nie zapisano szablonów',
          description: serverMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Szablony odpowiedzi">
      <CardContent className="space-y-4">
        {(errors?.root?.message ?? errors?.message) && (
          <p role="alert" className="text-sm text-red-700">
            {errors?.root?.message ?? errors?.message}
          </p>
        )}
        {fields.length === 0 && <p className="text-sm text-slate-600">Brak szablonów.</p>}
        {fields.map((field, index) => {
          const itemErrors = errors?.[index];
          const legend = `Szablon ${index + 1}`;
          return (
            <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Nazwa szablonu" error={itemErrors?.name?.message} required>
                  <Input placeholder="np. Po prezentacji" {...form.register(`templates.${index}.name`)} />
                </Field>
                <Field label="Temat" error={itemErrors?.subject?.message} hint="Pusty: temat z rekordu.">
                  <Input {...form.register(`templates.${index}.subject`)} />
                </Field>
              </div>
              <Field label="Wiadomość" error={itemErrors?.message?.message} required>
                <Textarea rows={5} {...form.register(`templates.${index}.message`)} />
              </Field>
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" /> Usuń szablon {index + 1}
              </Button>
            </fieldset>
          );
        })}
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={fields.length >= MAX_REPLY_TEMPLATES}
            onClick={() => append({ ...NEW_TEMPLATE })}
          >
            <Plus aria-hidden="true" /> Dodaj szablon
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? SENDING_LABEL.pl : 'Zapisz szablony'}
          </Button>
        </div>
      </CardContent>
    </form>
  );
}

/**
 * 'Szablony odpowiedzi' on 'Treści strony': ready texts for a record's 'Odpowiedz', private to the back office
 * and saved on their own (not with the public texts above).
 */
export function ReplyTemplatesEditor() {
  const templates = useReplyTemplatesForEditing();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">Szablony odpowiedzi</h2>
        <p className="text-sm text-slate-600">
          Gotowe teksty do wyboru w „Odpowiedz” w rekordzie. {REPLY_TEMPLATE_PLACEHOLDERS.name} i{' '}
          {REPLY_TEMPLATE_PLACEHOLDERS.club} zamienią się na imię i klub osoby. Widoczne tylko w panelu.
        </p>
      </CardHeader>
      <ListStates
        query={templates}
        loadingText="Ładowanie szablonów..."
        errorTitle="Nie udało się wczytać szablonów"
        retryLabel="Odśwież"
        showStatus
      >
        {templates.data && <TemplatesForm initial={templates.data} />}
      </ListStates>
    </Card>
  );
}
