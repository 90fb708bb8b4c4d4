import { Link } from 'wouter';
import type { Tenant } from '@shared/contracts/tenants';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/i18n/format';
import { useSiteConfig } from '@web/lib/site-config';

/** The pieces of a tenant row that the table and the cards show alike (product §2). */
export type TenantListProps = {
  tenants: Tenant[];
  revealed: ReadonlySet<string>;
  onReveal(id: string): void;
  togglingId: string | null;
  onToggle(tenant: Tenant): void;
  onRotate(tenant: Tenant): void;
  /** The orders screen with that order's dialog open (the page knows the path). */
  orderHref(orderId: string): string;
  /** The tenant a link pointed at (?tenant=<id>): marked in the list. */
  focusedId: string | null;
};

/** The row or card of the tenant a link pointed at. */
export const focusClass = (tenant: Tenant, focusedId: string | null) =>
  cn(tenant.id === focusedId && 'bg-brand-50 ring-2 ring-brand-600 ring-inset');

/** 'Z zamówienia PF/2026/11/0001': the order the tenant was created from ('Utwórz klienta'). */
export function OrderSource({ tenant, orderHref }: { tenant: Tenant; orderHref(orderId: string): string }) {
  if (!tenant.order) return null;
  return (
    <div className="mt-1 text-xs">
      <Link
        href={orderHref(tenant.order.id)}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Z zamówienia {tenant.order.proformaNumber ?? ''}
      </Link>
    </div>
  );
}

export const credentialsPanelId = (tenant: Tenant, layout: 'table' | 'card') =>
  `tenant-${tenant.id}-credentials-${layout}`;

export function Domain({ tenant }: { tenant: Tenant }) {
  return tenant.domain ? (
    <span className="break-all text-slate-700">{tenant.domain}</span>
  ) : (
    <span className="text-slate-600 italic">Brak domeny</span>
  );
}

export function Contact({ tenant }: { tenant: Tenant }) {
  return (
    <div className="min-w-0">
      <a href={`mailto:${tenant.contactEmail}`} className="break-words text-brand-700 hover:underline">
        {tenant.contactEmail}
      </a>
      {tenant.contactPhone && (
        <div>
          <a href={`tel:${tenant.contactPhone}`} className="text-slate-700 hover:underline">
            {tenant.contactPhone}
          </a>
        </div>
      )}
    </div>
  );
}

export function useTenantDates() {
  const { businessTimeZone } = useSiteConfig();
  return {
    created: (tenant: Tenant) => formatDateTime(tenant.createdAt, businessTimeZone),
    lastActivity: (tenant: Tenant) =>
      tenant.lastActivity ? formatDateTime(tenant.lastActivity, businessTimeZone) : 'Nigdy',
  };
}
