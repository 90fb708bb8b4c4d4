import { useState } from 'react';
import { Building2, RotateCw } from 'lucide-react';
import type { Tenant } from '@shared/contracts/tenants';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSetTenantActive, useTenants } from './api';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { TenantCards } from './tenant-cards';
import { TenantFormDialog } from './tenant-form-dialog';
import { TenantTable } from './tenant-table';

type TenantManagerProps = {
  /** The page's header holds the "add" button; the dialog lives here. */
  addOpen: boolean;
  onAddOpenChange(open: boolean): void;
};

/** SPEC §2 /security/admin/tenants: the list titled with a count, a table on large screens, cards on small. */
export function TenantManager({ addOpen, onAddOpenChange }: TenantManagerProps) {
  const list = useTenants();
  const setActive = useSetTenantActive();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [rotating, setRotating] = useState<Tenant | null>(null);

  const toggleReveal = (id: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const listProps = {
    tenants: items,
    revealed,
    onReveal: toggleReveal,
    togglingId: setActive.isPending ? (setActive.variables?.id ?? null) : null,
    onToggle: (tenant: Tenant) => setActive.mutate({ id: tenant.id, isActive: !tenant.isActive }),
    onRotate: setRotating,
  };

  return (
    <section aria-labelledby="tenants-heading" className="space-y-4">
      <h2 id="tenants-heading" className="text-xl font-semibold text-slate-900">
        Lista tenantów ({list.isPending ? '–' : total})
      </h2>

      {list.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-slate-700">
          <Spinner label="Ładowanie tenantów..." />
          <span aria-hidden="true">Ładowanie tenantów...</span>
        </div>
      ) : list.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="font-semibold text-slate-900">Nie udało się wczytać tenantów</p>
          <p className="text-sm text-slate-700">{list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <RotateCw aria-hidden="true" /> Spróbuj ponownie
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Building2 className="size-10 text-slate-400" aria-hidden="true" />
          <p className="text-slate-700">Brak tenantów w systemie</p>
          <Button onClick={() => onAddOpenChange(true)}>Dodaj pierwszego tenanta</Button>
        </Card>
      ) : (
        <>
          <div className="hidden xl:block">
            <TenantTable {...listProps} />
          </div>
          <div className="xl:hidden">
            <TenantCards {...listProps} />
          </div>
          {total > items.length && (
            <p className="text-sm text-slate-700">
              Pokazano {items.length} najnowszych z {total} tenantów.
            </p>
          )}
        </>
      )}

      <TenantFormDialog open={addOpen} onOpenChange={onAddOpenChange} />
      <RotateSecretDialog
        tenant={rotating}
        onOpenChange={(open) => {
          if (!open) setRotating(null);
        }}
      />
    </section>
  );
}
