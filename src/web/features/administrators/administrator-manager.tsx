import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus, ShieldCheck } from 'lucide-react';
import {
  ADMIN_STATUS_LABELS,
  inviteAdministratorSchema,
  INVITATION_VALID_DAYS,
  type Administrator,
  type AdminStatus,
  type InviteAdministrator,
} from '@shared/contracts/administrators';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ListEmpty, ListStates } from '@web/components/ui/list-states';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { formatDateTime } from '@web/i18n/format';
import { ApiRequestError } from '@web/lib/api';
import { useAdministratorAction, useResetFactors, useAdministrators, useInviteAdministrator } from './api';

const STATUS_TONES: Record<AdminStatus, BadgeTone> = {
  active: 'green',
  invited: 'yellow',
  deactivated: 'grey',
};

function InviteForm() {
  const invite = useInviteAdministrator();
  const form = useForm<InviteAdministrator>({
    resolver: zodResolver(inviteAdministratorSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => form.reset(),
      // The server's reason under the field (e.g. the address already has an account).
      onError: (error) =>
        form.setError('email', {
          message:
            error instanceof ApiRequestError
              ? (error.fields.email ?? error.serverMessage)
              : 'Nie udało się wysłać zaproszenia. Spróbuj ponownie.',
        }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">Zaproś administratora</h2>
        <p className="text-sm text-slate-600">
          Wyślemy jednorazowy link do ustawienia hasła, ważny {INVITATION_VALID_DAYS} dni.
        </p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label="Email" error={form.formState.errors.email?.message} required className="flex-1">
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Button type="submit" disabled={invite.isPending} className="sm:mt-6.5">
            <MailPlus aria-hidden="true" /> {invite.isPending ? SENDING_LABEL.pl : 'Wyślij zaproszenie'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function AdministratorRow({ admin, isYou }: { admin: Administrator; isYou: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const resetFactors = useResetFactors();
  const deactivate = useAdministratorAction('deactivate');
  const reactivate = useAdministratorAction('reactivate');
  const resend = useAdministratorAction('invitation');
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-admin={admin.email}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{admin.email}</span>
          {isYou && <Badge tone="brand">Ty</Badge>}
          <Badge tone={STATUS_TONES[admin.status]}>{ADMIN_STATUS_LABELS[admin.status]}</Badge>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Dodany {formatDateTime(admin.createdAt)}
          {admin.status === 'invited' &&
            admin.invitationExpiresAt &&
            ` · link ważny do ${formatDateTime(admin.invitationExpiresAt)}`}
          {admin.deactivatedAt && ` · dezaktywowany ${formatDateTime(admin.deactivatedAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {admin.status === 'invited' && (
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate(admin.id)}
          >
            {resend.isPending ? SENDING_LABEL.pl : 'Wyślij link ponownie'}
          </Button>
        )}
        {admin.status === 'active' && !isYou && (
          <Button variant="outline" size="sm" onClick={() => setConfirmingReset(true)}>
            Resetuj logowanie dwuetapowe
          </Button>
        )}
        {admin.status === 'deactivated' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={reactivate.isPending}
            onClick={() => reactivate.mutate(admin.id)}
          >
            {reactivate.isPending ? SENDING_LABEL.pl : 'Aktywuj'}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Dezaktywuj
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Dezaktywować ${admin.email}?`}
        description={
          isYou
            ? 'To Twoje konto: zostaniesz od razu wylogowany i nie zalogujesz się ponownie, dopóki inny administrator Cię nie aktywuje.'
            : 'Jego sesje zakończą się od razu i nie będzie mógł się zalogować. Możesz go później aktywować ponownie.'
        }
        confirmLabel="Dezaktywuj"
        pendingLabel="Dezaktywowanie..."
        pending={deactivate.isPending}
        onConfirm={() => deactivate.mutate(admin.id, { onSettled: () => setConfirming(false) })}
      />
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        title={`Zresetować logowanie dwuetapowe ${admin.email}?`}
        description="Jego klucze dostępu, aplikacja uwierzytelniająca i kody odzyskiwania zostaną usunięte, a sesje zakończone. Przy następnym logowaniu skonfiguruje je od nowa; dostanie o tym e-mail."
        confirmLabel="Resetuj"
        pendingLabel="Resetowanie..."
        pending={resetFactors.isPending}
        onConfirm={() => resetFactors.mutate(admin, { onSettled: () => setConfirmingReset(false) })}
      />
    </li>
  );
}

/** The 'Administratorzy' screen: invite by e-mail, the list with each admin's state, (de)activation. */
export function AdministratorManager({ currentUserId }: { currentUserId: string | undefined }) {
  const administrators = useAdministrators();
  const items = administrators.data ?? [];
  return (
    <div className="space-y-6">
      <InviteForm />
      <ListStates
        query={administrators}
        loadingText="Ładowanie administratorów..."
        errorTitle="Nie udało się wczytać administratorów"
        retryLabel="Odśwież"
        showStatus
        empty={items.length === 0 && <ListEmpty text="Brak administratorów" icon={ShieldCheck} />}
      >
        <Card>
          <h2 className="sr-only">Lista administratorów</h2>
          <ul className="divide-y divide-slate-200" aria-label="Administratorzy">
            {items.map((admin) => (
              <AdministratorRow key={admin.id} admin={admin} isYou={admin.id === currentUserId} />
            ))}
          </ul>
        </Card>
      </ListStates>
    </div>
  );
}
