import { KeyRound, Power } from 'lucide-react';
import type { Tenant } from '@shared/contracts/tenants';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

type TenantActionsProps = {
  tenant: Tenant;
  toggling: boolean;
  onToggle(): void;
  onRotate(): void;
  className?: string;
};

/** 'Aktywuj' / 'Dezaktywuj' (product §2), and the secret rotation. */
export function TenantActions({ tenant, toggling, onToggle, onRotate, className }: TenantActionsProps) {
  const toggleLabel = tenant.isActive ? 'Dezaktywuj' : 'Aktywuj';
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        size="sm"
        variant={tenant.isActive ? 'outline' : 'primary'}
        disabled={toggling}
        aria-label={`${toggleLabel} ${tenant.tenantName}`}
        onClick={onToggle}
      >
        <Power aria-hidden="true" /> {toggleLabel}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Nowy sekret ${tenant.tenantName}`}
        title="Wygeneruj nowy sekret"
        onClick={onRotate}
      >
        <KeyRound aria-hidden="true" /> Nowy sekret
      </Button>
    </div>
  );
}
