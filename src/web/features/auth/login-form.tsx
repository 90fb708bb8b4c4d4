import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { PendingSignIn } from '@shared/contracts/mfa';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { CURRENT_USER_KEY, useLogin } from './api';
import { PasskeySignInButton, PendingSignInStep } from './two-factor';

export function LoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const login = useLogin();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  if (pending) return <PendingSignInStep pending={pending} onSignedIn={onSignedIn} />;
  return (
    <div className="space-y-4">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) =>
          login.mutate(values, {
            onSuccess: (result) => ('status' in result ? setPending(result) : onSignedIn()),
          }),
        )}
      >
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...form.register('email')} />
        </Field>
        <Field label="Hasło" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? SENDING_LABEL.pl : 'Zaloguj się'}
        </Button>
      </form>
      <PasskeySignInButton
        onSignedIn={(user) => {
          queryClient.setQueryData(CURRENT_USER_KEY, user);
          onSignedIn();
        }}
      />
    </div>
  );
}
