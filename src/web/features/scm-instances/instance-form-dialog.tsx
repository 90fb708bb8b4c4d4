import { useController, useForm, type Control, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LICENSE_LABELS,
  LICENSE_TYPES,
  scmInstanceFormSchema,
  type ScmInstanceFormOutput,
  type ScmInstanceFormValues,
} from '@shared/contracts/scm-instances';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { ApiRequestError } from '@web/lib/api';
import { useCreateScmInstance } from './api';

type InstanceFormDialogProps = { open: boolean; onOpenChange(open: boolean): void };

const LICENSE_OPTIONS = LICENSE_TYPES.map((license) => ({ value: license, label: LICENSE_LABELS[license] }));

/** product §2 'Add Instance' with the rules of product §5; the server generates the API key and secret. */
export function InstanceFormDialog({ open, onOpenChange }: InstanceFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        title="Add SCM Instance"
        description="Register a club's system. The API key and secret are generated for you."
        closeLabel="Close"
        lang="en"
      >
        {/* Mounted per opening, so each one starts empty. */}
        <InstanceForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

// No licence preselected: the select shows its placeholder and the schema asks for a choice.
const EMPTY: DefaultValues<ScmInstanceFormValues> = {
  instanceName: '',
  clubName: '',
  contactEmail: '',
  domain: '',
  modules: '',
  webhookUrl: '',
};

type FieldName = keyof ScmInstanceFormValues;

function InstanceForm({ onDone }: { onDone(): void }) {
  const create = useCreateScmInstance();
  const form = useForm<ScmInstanceFormValues, unknown, ScmInstanceFormOutput>({
    resolver: zodResolver(scmInstanceFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const showServerFields = (error: Error) => {
    if (!(error instanceof ApiRequestError)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      if (field in scmInstanceFormSchema.shape) form.setError(field as FieldName, { message });
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: onDone, onError: showServerFields }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Instance Name"
          error={errors.instanceName?.message}
          hint="e.g. orzel-production"
          required
        >
          <Input autoComplete="off" {...form.register('instanceName')} />
        </Field>
        <Field label="Club Name" error={errors.clubName?.message} required>
          <Input autoComplete="organization" {...form.register('clubName')} />
        </Field>
        <Field label="Contact Email" error={errors.contactEmail?.message} required>
          <Input type="email" autoComplete="email" {...form.register('contactEmail')} />
        </Field>
        <Field label="Domain" error={errors.domain?.message} hint="Optional, e.g. orzel.example.com">
          <Input autoComplete="off" {...form.register('domain')} />
        </Field>
        <Field label="License Type" error={errors.licenseType?.message} required>
          <LicenseSelect control={form.control} />
        </Field>
        <Field label="Webhook URL" error={errors.webhookUrl?.message} hint="Optional">
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('webhookUrl')} />
        </Field>
      </div>
      <Field
        label="Modules"
        error={errors.modules?.message}
        hint="Comma-separated, e.g. members, fees, competitions"
      >
        <Input autoComplete="off" {...form.register('modules')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? SENDING_LABEL.en : 'Create Instance'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type LicenseSelectProps = {
  control: Control<ScmInstanceFormValues, unknown, ScmInstanceFormOutput>;
  // Given by <Field>: the label's target and the error wiring go to the select's trigger.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

function LicenseSelect({ control, id, ...aria }: LicenseSelectProps) {
  const { field } = useController({ control, name: 'licenseType' });
  return (
    <Select
      id={id}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      options={LICENSE_OPTIONS}
      placeholder="Select a license"
      value={field.value ?? ''}
      onValueChange={field.onChange}
    />
  );
}
