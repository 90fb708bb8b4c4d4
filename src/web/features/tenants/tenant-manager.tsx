import { useEffect, useState } from 'react';
import { Building2 } from 'lucide-react';
import type { Tenant } from '@shared/contracts/tenants';
import { Button } from '@web/components/ui/button';
import { ListEmpty, ListStates } from '@web/components/ui/list-states';
import { useSetTenantActive, useTenants } from './api';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { TenantCards } from './tenant-cards';
import { CreatedTenantDialog, TenantFormDialog } from './tenant-form-dialog';
import { TenantTable } from './tenant-table';

type TenantManagerProps = {
  /** The page's header holds the "add" button; the dialog lives here. */
  addOpen: boolean;
  onAddOpenChange(open: boolean): void;
  /** The orders screen with that order's dialog open. */
  orderHref(orderId: string): string;
  /** The tenant a link pointed at (?tenant=<id>): marked and scrolled to. */
  focusedId: string | null;
  /** A tenant just created from an order: its credentials are shown once, then `onCreatedShown`. */
  createdId: string | null;
  onCreatedShown(): void;
};

/** product §2 /security/admin/tenants: the list titled with a count, a table on large screens, cards on small. */
export function TenantManager({
  addOpen,
  onAddOpenChange,
  orderHref,
  focusedId,
  createdId,
  onCreatedShown,
}: TenantManagerProps) {
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
  const created = createdId ? (items.find((tenant) => tenant.id === createdId) ?? null) : null;
  const focusedLoaded = focusedId !== null && items.some((tenant) => tenant.id === focusedId);

  // The table or the cards, whichever this screen width shows.
  useEffect(() => {
    if (!focusedLoaded) return;
    const shown = [...document.querySelectorAll<HTMLElement>(`[data-tenant-id="${focusedId}"]`)].find(
      (element) => element.offsetParent !== null,
    );
    shown?.scrollIntoView({ block: 'center' });
  }, [focusedId, focusedLoaded]);

  const listProps = {
    tenants: items,
    revealed,
    onReveal: toggleReveal,
    togglingId: setActive.isPending ? (setActive.variables?.id ?? null) : null,
    onToggle: (tenant: Tenant) => setActive.mutate({ id: tenant.id, isActive: !tenant.isActive }),
    onRotate: setRotating,
    orderHref,
    focusedId,
  };

  return (
    <section aria-labelledby="tenants-heading" className="space-y-4">
      <h2 id="tenants-heading" className="text-xl font-semibold text-slate-900">
        Lista tenantów ({list.isPending ? '–' : total})
      </h2>

      <ListStates
        query={list}
        loadingText="Ładowanie tenantów..."
        errorTitle="Nie udało się wczytać tenantów"
        empty={
          items.length === 0 && (
            <ListEmpty
              text="Brak tenantów w systemie"
              icon={Building2}
              action={<Button onClick={() => onAddOpenChange(true)}>Dodaj pierwszego tenanta</Button>}
            />
          )
        }
      >
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
      </ListStates>

      <TenantFormDialog open={addOpen} onOpenChange={onAddOpenChange} />
      <CreatedTenantDialog tenant={created} onClose={onCreatedShown} />
      <RotateSecretDialog
        tenant={rotating}
        onOpenChange={(open) => {
          if (!open) setRotating(null);
        }}
      />
    </section>
  );
}
