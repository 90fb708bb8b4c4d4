import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationSchema, type AcceptInvitation } from '@shared/contracts/administrators';
import { MIN_PASSWORD_LENGTH } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { ApiRequestError } from '@web/lib/api';
import type { PendingSignIn } from '@shared/contracts/mfa';
import { useAcceptInvitation } from './api';

type InvitationFormProps = {
  token: string;
  email: string;
  /** With the sign-in's next step when a second factor is to be enrolled first. */
  onAccepted(pending: PendingSignIn | null): void;
  /** The link stopped working meanwhile (used in another tab, expired, deactivated). */
  onInvalid(): void;
};

/** Sets the invited admin's first password (the same rule as `npm run admin`), then signs them in. */
export function InvitationForm({ token, email, onAccepted, onInvalid }: InvitationFormProps) {
  const accept = useAcceptInvitation(token);
  const form = useForm<AcceptInvitation>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: (result) => onAccepted('status' in result ? result : null),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 404) return onInvalid();
        const fields = error instanceof ApiRequestError ? error.fields : {};
        form.setError('password', {
          message: fields.password ?? 'Nie udało się ustawić hasła. Spróbuj ponownie.',
        });
      },
    }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="Nowe hasło"
        hint={`Co najmniej ${MIN_PASSWORD_LENGTH} znaków.`}
        error={errors.password?.message}
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Powtórz hasło" error={errors.passwordRepeat?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register('passwordRepeat')} />
      </Field>
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? SENDING_LABEL.pl : 'Ustaw hasło i zaloguj się'}
      </Button>
    </form>
  );
}
