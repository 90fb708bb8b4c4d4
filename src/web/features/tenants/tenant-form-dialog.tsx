import { useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_MAX_USERS,
  DEFAULT_PLAN,
  MAX_USERS,
  MIN_USERS,
  PLAN_LABELS,
  PLAN_USER_CAPS,
  SUBSCRIPTION_PLANS,
  tenantFormSchema,
  type SubscriptionPlan,
  type TenantFormOutput,
  type Tenant,
  type TenantFormValues,
} from '@shared/contracts/tenants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { ApiRequestError } from '@web/lib/api';
import { useCreateTenant } from './api';
import { CredentialsPanel } from './tenant-credentials';

type TenantFormDialogProps = { open: boolean; onOpenChange(open: boolean): void };

const PLAN_OPTIONS = SUBSCRIPTION_PLANS.map((plan) => ({
  value: plan,
  label: `${PLAN_LABELS[plan]} (do ${PLAN_USER_CAPS[plan]} użytkowników)`,
}));

/**
 * product §2 'Add tenant' dialog with the rules of product §5, validated by the API's own schema. Once created, the
 * same dialog shows the new tenant's Client ID and Secret to copy now, as Stripe shows a new API key;
 * the table keeps the masked view with its eye toggle for later.
 */
export function TenantFormDialog({ open, onOpenChange }: TenantFormDialogProps) {
  const [created, setCreated] = useState<Tenant | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      {created ? (
        <CreatedTenantContent tenant={created} />
      ) : (
        <DialogContent
          className="max-w-2xl"
          title="Dodaj nowego tenanta"
          description="Tenant otrzyma Client ID i Client Secret do API zgłoszeń błędów (OAuth 2.0)."
        >
          {/* Mounted per opening, so each one starts empty. */}
          <TenantForm onDone={setCreated} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * A new tenant's Client ID and Secret, to copy now: after 'Utwórz tenanta', and on arrival from an
 * order's 'Utwórz klienta'.
 */
function CreatedTenantContent({ tenant }: { tenant: Tenant }) {
  return (
    <DialogContent
      className="max-w-2xl"
      title="Tenant utworzony: skopiuj dane dostępowe teraz"
      description={`Przekaż Client ID i Client Secret tenanta ${tenant.tenantName} jego zespołowi. Później znajdziesz je w tabeli, ukryte za przyciskiem z okiem.`}
    >
      <p
        role="note"
        className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        Skopiuj je teraz i przechowuj bezpiecznie: Client Secret daje dostęp do API zgłoszeń tego klubu.
      </p>
      <CredentialsPanel tenant={tenant} id="created-tenant-credentials" />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Gotowe, skopiowałem</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}

/** The credentials of a tenant just created elsewhere (from an order), shown once on arrival. */
export function CreatedTenantDialog({ tenant, onClose }: { tenant: Tenant | null; onClose(): void }) {
  return (
    <Dialog open={tenant !== null} onOpenChange={(open) => !open && onClose()}>
      {tenant && <CreatedTenantContent tenant={tenant} />}
    </Dialog>
  );
}

const EMPTY: TenantFormValues = {
  tenantName: '',
  clubName: '',
  contactEmail: '',
  contactPhone: '',
  domain: '',
  webhookUrl: '',
  subscriptionPlan: DEFAULT_PLAN,
  maxUsers: DEFAULT_MAX_USERS,
  modules: '',
};

type FieldName = keyof TenantFormValues;

function TenantForm({ onDone }: { onDone(tenant: Tenant): void }) {
  const create = useCreateTenant();
  const form = useForm<TenantFormValues, unknown, TenantFormOutput>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const plan = (useWatch({ control: form.control, name: 'subscriptionPlan' }) ??
    DEFAULT_PLAN) as SubscriptionPlan;

  // The server checks the same schema; should it still refuse a field, the message goes under that field.
  const showServerFields = (error: Error) => {
    if (!(error instanceof ApiRequestError)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      if (field in EMPTY) form.setError(field as FieldName, { message });
    }
  };

  /** A smaller plan lowers a user limit above its cap, rather than leaving an error to fix by hand. */
  const changePlan = (next: SubscriptionPlan) => {
    form.setValue('subscriptionPlan', next, { shouldDirty: true });
    const users = form.getValues('maxUsers');
    if (typeof users === 'number' && users > PLAN_USER_CAPS[next]) {
      form.setValue('maxUsers', PLAN_USER_CAPS[next], { shouldDirty: true });
    }
    if (form.formState.isSubmitted) void form.trigger('maxUsers');
  };

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: onDone, onError: showServerFields }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nazwa tenanta" error={errors.tenantName?.message} hint="Np. klub-orzel" required>
          <Input autoComplete="off" {...form.register('tenantName')} />
        </Field>
        <Field label="Nazwa klubu" error={errors.clubName?.message} required>
          <Input autoComplete="organization" {...form.register('clubName')} />
        </Field>
        <Field label="Email kontaktowy" error={errors.contactEmail?.message} required>
          <Input type="email" autoComplete="email" {...form.register('contactEmail')} />
        </Field>
        <Field label="Telefon kontaktowy" error={errors.contactPhone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('contactPhone')} />
        </Field>
        <Field label="Domena" error={errors.domain?.message} hint="Np. orzel.strzelnica.pl">
          <Input autoComplete="off" {...form.register('domain')} />
        </Field>
        <Field label="URL webhook" error={errors.webhookUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('webhookUrl')} />
        </Field>
        <Field label="Plan subskrypcji" error={errors.subscriptionPlan?.message} required>
          <PlanSelect control={form.control} onPlanChange={changePlan} />
        </Field>
        <Field
          label="Maksymalna liczba użytkowników"
          error={errors.maxUsers?.message}
          hint={`Od ${MIN_USERS} do ${Math.min(MAX_USERS, PLAN_USER_CAPS[plan])} w planie ${PLAN_LABELS[plan]}`}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={MIN_USERS}
            max={PLAN_USER_CAPS[plan]}
            step={1}
            {...form.register('maxUsers', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <Field
        label="Moduły"
        error={errors.modules?.message}
        hint="Oddzielone przecinkami, np. członkowie, składki"
      >
        <Input autoComplete="off" {...form.register('modules')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? SENDING_LABEL.pl : 'Utwórz tenanta'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type PlanSelectProps = {
  control: Control<TenantFormValues, unknown, TenantFormOutput>;
  onPlanChange(plan: SubscriptionPlan): void;
  // Given by <Field>: the label's target and the error wiring go to the select's trigger.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

function PlanSelect({ control, onPlanChange, id, ...aria }: PlanSelectProps) {
  const { field } = useController({ control, name: 'subscriptionPlan' });
  return (
    <Select
      id={id}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      options={PLAN_OPTIONS}
      value={field.value ?? DEFAULT_PLAN}
      onValueChange={(value) => onPlanChange(value as SubscriptionPlan)}
    />
  );
}
