import type { Tenant } from '@shared/contracts/tenants';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { useRotateTenantSecret } from './api';

type RotateSecretDialogProps = { tenant: Tenant | null; onOpenChange(open: boolean): void };

/** A confirmation first: the tenant's system stops authenticating until it is given the new secret. */
export function RotateSecretDialog({ tenant, onOpenChange }: RotateSecretDialogProps) {
  const rotate = useRotateTenantSecret();
  return (
    <ConfirmDialog
      open={tenant !== null}
      onOpenChange={onOpenChange}
      title="Wygenerować nowy sekret?"
      description={
        <>
          Obecny sekret tenanta <strong className="text-slate-900">{tenant?.tenantName}</strong> przestanie
          działać natychmiast, a wydane nim tokeny zostaną unieważnione. System klubu będzie musiał używać
          nowego sekretu.
        </>
      }
      confirmLabel="Wygeneruj nowy sekret"
      pendingLabel={SENDING_LABEL.pl}
      pending={rotate.isPending}
      onConfirm={() => tenant && rotate.mutate(tenant.id, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
