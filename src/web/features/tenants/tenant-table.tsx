import { Fragment } from 'react';
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

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';

/**
 * Large screens: one row per tenant; the eye toggle opens the credentials in a row beneath. It fits 1280 px
 * without a sideways scroll: long names, domains and e-mails wrap anywhere, plan and status share a column
 * and the dates stack, so the actions at the right edge always show.
 */
export function TenantTable({
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
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {['Tenant', 'Klub i kontakt', 'Plan i status', 'Dane dostępowe', 'Daty'].map((heading) => (
              <th key={heading} scope="col" className={th}>
                {heading}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">Akcje</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {tenants.map((tenant) => {
            const panelId = credentialsPanelId(tenant, 'table');
            const open = revealed.has(tenant.id);
            return (
              <Fragment key={tenant.id}>
                <tr
                  className={cn('align-top', focusClass(tenant, focusedId))}
                  data-tenant={tenant.tenantName}
                  data-tenant-id={tenant.id}
                >
                  <th scope="row" className="px-3 py-3 text-left font-normal">
                    <div className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                      {tenant.tenantName}
                    </div>
                    <Domain tenant={tenant} />
                    <OrderSource tenant={tenant} orderHref={orderHref} />
                  </th>
                  <td className="px-3 py-3 [overflow-wrap:anywhere]">
                    <div className="font-medium text-slate-900">{tenant.clubName}</div>
                    <Contact tenant={tenant} />
                  </td>
                  <td className="px-3 py-3">
                    <PlanBadge plan={tenant.subscriptionPlan} />
                    <div className="mt-1 text-xs whitespace-nowrap text-slate-700">
                      do <span className="tabular-nums">{tenant.maxUsers}</span> użytkowników
                    </div>
                    <div className="mt-2">
                      <ActiveBadge isActive={tenant.isActive} />
                    </div>
                  </td>
                  <td className="px-3 py-3">
                    <MaskedCredentials
                      tenant={tenant}
                      revealed={open}
                      onToggle={() => onReveal(tenant.id)}
                      panelId={panelId}
                    />
                  </td>
                  <td className="px-3 py-3 text-xs">
                    <dl className="space-y-1">
                      <div>
                        <dt className="text-slate-600">Utworzono</dt>
                        <dd className="whitespace-nowrap text-slate-800 tabular-nums">
                          {dates.created(tenant)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">Aktywność</dt>
                        <dd className="whitespace-nowrap text-slate-800 tabular-nums">
                          {dates.lastActivity(tenant)}
                        </dd>
                      </div>
                    </dl>
                  </td>
                  <td className="px-3 py-3">
                    <TenantActions
                      tenant={tenant}
                      toggling={togglingId === tenant.id}
                      onToggle={() => onToggle(tenant)}
                      onRotate={() => onRotate(tenant)}
                      className="flex-col items-stretch"
                    />
                  </td>
                </tr>
                {open && (
                  <tr>
                    <td colSpan={6} className="bg-slate-50/60 px-3 pb-4">
                      <CredentialsPanel tenant={tenant} id={panelId} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
