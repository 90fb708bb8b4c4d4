import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/api';
import { OperatorProvider } from '@web/lib/operator';
import { ADMIN_LOGIN_PATH, SECURITY_SCREEN_PATH } from './admin-paths';

/**
 * product §2 guard: a spinner while the user loads; anyone but a signed-in admin goes to the login page. An
 * admin signed in without a second factor where one is required sees only the Security screen (the server
 * refuses everything else) until they add one.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const [location] = useLocation();
  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner className="[&>span:first-child]:size-10" />
      </div>
    );
  }
  if (!user || user.role !== ADMIN_ROLE) return <Redirect to={ADMIN_LOGIN_PATH} replace />;
  if (user.mustEnrol && location !== SECURITY_SCREEN_PATH)
    return <Redirect to={SECURITY_SCREEN_PATH} replace />;
  return <OperatorProvider id={user.id}>{children}</OperatorProvider>;
}
