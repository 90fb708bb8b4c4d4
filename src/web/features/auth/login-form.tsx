import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { useLogin } from './api';

export function LoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}
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
  );
}
