import { AlertDialog } from 'radix-ui';
import type { Tenant } from '@shared/contracts/tenants';
import { Button } from '@web/components/ui/button';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { useRotateTenantSecret } from './api';

type RotateSecretDialogProps = { tenant: Tenant | null; onOpenChange(open: boolean): void };

/** A confirmation first: the tenant's system stops authenticating until it is given the new secret. */
export function RotateSecretDialog({ tenant, onOpenChange }: RotateSecretDialogProps) {
  const rotate = useRotateTenantSecret();
  return (
    <AlertDialog.Root open={tenant !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Wygenerować nowy sekret?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            Obecny sekret tenanta <strong className="text-slate-900">{tenant?.tenantName}</strong> przestanie
            działać natychmiast, a wydane nim tokeny zostaną unieważnione. System klubu będzie musiał używać
            nowego sekretu.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Anuluj</Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={rotate.isPending}
              onClick={() => tenant && rotate.mutate(tenant.id, { onSuccess: () => onOpenChange(false) })}
            >
              {rotate.isPending ? SENDING_LABEL.pl : 'Wygeneruj nowy sekret'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
