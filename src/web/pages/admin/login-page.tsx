import { Redirect, useLocation } from 'wouter';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ADMIN_HOME_PATH } from '@web/app/admin/admin-paths';
import { useCurrentUser } from '@web/features/auth/api';
import { LoginForm } from '@web/features/auth/login-form';

export default function LoginPage() {
  const { data: user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  // product §2: a signed-in admin opening the login page goes to the dashboard.
  if (user) return <Redirect to={ADMIN_HOME_PATH} replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          {/* The page's only heading, so a level-one one (axe: page-has-heading-one). */}
          <h1 className="text-2xl font-semibold text-slate-900">Panel administracyjny</h1>
          <p className="text-sm text-slate-600">Zaloguj się, aby zarządzać zgłoszeniami i ustawieniami.</p>
        </CardHeader>
        <CardContent>
          <LoginForm onSignedIn={() => navigate(ADMIN_HOME_PATH, { replace: true })} />
        </CardContent>
      </Card>
    </main>
  );
}
