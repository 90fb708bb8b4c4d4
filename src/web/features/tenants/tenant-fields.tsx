import type { Tenant } from '@shared/contracts/tenants';
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
};

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
