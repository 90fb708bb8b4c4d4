import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { ActiveBadge, PlanBadge } from './tenant-badges';
import { TenantActions } from './tenant-actions';
import { CredentialsPanel, MaskedCredentials } from './tenant-credentials';
import {
  Contact,
  credentialsPanelId,
  Domain,
  focusClass,
  OrderSource,
  useTenantDates,
  type TenantListProps,
} from './tenant-fields';

/** Small screens: one card per tenant with the same fields as the table. */
export function TenantCards({
  tenants,
  revealed,
  onReveal,
  togglingId,
  onToggle,
  onRotate,
  orderHref,
  focusedId,
}: TenantListProps) {
  const dates = useTenantDates();
  return (
    <ul className="grid items-start gap-3 md:grid-cols-2" aria-label="Tenanci">
      {tenants.map((tenant) => {
        const panelId = credentialsPanelId(tenant, 'card');
        const open = revealed.has(tenant.id);
        return (
          <li key={tenant.id} data-tenant={tenant.tenantName} data-tenant-id={tenant.id}>
            <Card className={cn('space-y-3 p-4', focusClass(tenant, focusedId))}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900">{tenant.tenantName}</h3>
                  <p className="text-sm">
                    <Domain tenant={tenant} />
                  </p>
                  <OrderSource tenant={tenant} orderHref={orderHref} />
                </div>
                <div className="flex gap-1.5">
                  <PlanBadge plan={tenant.subscriptionPlan} />
                  <ActiveBadge isActive={tenant.isActive} />
                </div>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-slate-600">Klub</dt>
                <dd className="text-slate-900">{tenant.clubName}</dd>
                <dt className="text-slate-600">Kontakt</dt>
                <dd>
                  <Contact tenant={tenant} />
                </dd>
                <dt className="text-slate-600">Użytkownicy</dt>
                <dd className="text-slate-900 tabular-nums">{tenant.maxUsers}</dd>
                <dt className="text-slate-600">Utworzono</dt>
                <dd className="text-slate-900">{dates.created(tenant)}</dd>
                <dt className="text-slate-600">Aktywność</dt>
                <dd className="text-slate-900">{dates.lastActivity(tenant)}</dd>
              </dl>
              <MaskedCredentials
                tenant={tenant}
                revealed={open}
                onToggle={() => onReveal(tenant.id)}
                panelId={panelId}
              />
              {open && <CredentialsPanel tenant={tenant} id={panelId} />}
              <TenantActions
                tenant={tenant}
                toggling={togglingId === tenant.id}
                onToggle={() => onToggle(tenant)}
                onRotate={() => onRotate(tenant)}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
