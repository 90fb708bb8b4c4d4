import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/api';
import { OperatorProvider } from '@web/lib/operator';
import { ADMIN_LOGIN_PATH } from './admin-paths';

/** product §2 guard: a spinner while the user loads; anyone but a signed-in admin goes to the login page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner className="[&>span:first-child]:size-10" />
      </div>
    );
  }
  if (!user || user.role !== ADMIN_ROLE) return <Redirect to={ADMIN_LOGIN_PATH} replace />;
  return <OperatorProvider id={user.id}>{children}</OperatorProvider>;
}
