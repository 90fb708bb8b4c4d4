import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { INVALID_INVITATION_MESSAGE } from '@shared/contracts/administrators';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ListError, ListLoading } from '@web/components/ui/list-states';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from '@web/app/admin/admin-paths';
import { useInvitation } from '@web/features/administrators/api';
import { InvitationForm } from '@web/features/administrators/invitation-form';
import { ApiRequestError } from '@web/lib/api';
import type { PendingSignIn } from '@shared/contracts/mfa';
import { PendingSignInStep } from '@web/features/auth/two-factor';

/** The invitation link (signed out): set a password once, or a friendly word when the link no longer works. */
export default function InvitationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const invitation = useInvitation(token);
  const [, navigate] = useLocation();
  const [spent, setSpent] = useState(false);
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const invalid = spent || (invitation.error instanceof ApiRequestError && invitation.error.status === 404);

  let body;
  if (pending) {
    body = (
      <PendingSignInStep pending={pending} onSignedIn={() => navigate(ADMIN_HOME_PATH, { replace: true })} />
    );
  } else if (invalid) {
    body = (
      <div className="space-y-4" role="alert">
        <p className="text-slate-700">{INVALID_INVITATION_MESSAGE}</p>
        <Button asChild variant="outline" className="w-full">
          <Link href={ADMIN_LOGIN_PATH}>Przejdź do logowania</Link>
        </Button>
      </div>
    );
  } else if (invitation.isPending) {
    body = <ListLoading text="Sprawdzanie zaproszenia..." />;
  } else if (invitation.isError) {
    body = (
      <ListError
        plain
        title="Nie udało się sprawdzić zaproszenia"
        error={invitation.error}
        onRetry={() => void invitation.refetch()}
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Konto: <span className="font-medium text-slate-900">{invitation.data.email}</span>
        </p>
        <InvitationForm
          token={token}
          email={invitation.data.email}
          onAccepted={(next) => (next ? setPending(next) : navigate(ADMIN_HOME_PATH, { replace: true }))}
          onInvalid={() => setSpent(true)}
        />
      </div>
    );
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-slate-900">Zaproszenie do panelu</h1>
          <p className="text-sm text-slate-600">
            Ustaw hasło, aby zalogować się do panelu administracyjnego.
          </p>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
