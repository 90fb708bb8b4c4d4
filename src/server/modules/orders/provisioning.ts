import type { OrderCustomer } from '@shared/contracts/order-admin';
import { createScmInstanceSchema, type LicenseType } from '@shared/contracts/scm-instances';
import { createTenantSchema, PLAN_USER_CAPS, type SubscriptionPlan } from '@shared/contracts/tenants';
import type { z } from 'zod';
import type { OrdersDeps } from './deps';
import { conflict, notFound } from '../../lib/http-errors';
import { createOrderRepository, type OrderRow } from './repository';

/** The order's plan (product §3 Mały/Średni/Duży) as the tenant's subscription plan. */
export const SUBSCRIPTION_PLAN_OF_ORDER: Record<LicenseType, SubscriptionPlan> = {
  small: 'basic',
  medium: 'premium',
  large: 'enterprise',
};

export const PROVISIONING_MESSAGES = {
  notFound: 'Nie ma takiego zamówienia',
  unpaid:
    'Klienta można utworzyć dopiero po zaksięgowaniu płatności: oznacz najpierw zamówienie jako opłacone.',
  exists: 'Klient z tego zamówienia został już utworzony.',
  anonymized: 'Zamówienie zostało zanonimizowane: nie można utworzyć z niego klienta.',
  cancelled: 'Zamówienie jest anulowane: nie można utworzyć z niego klienta.',
} as const;

/** "KS Dziesiątka Łódź" → "ks-dziesiatka-lodz": the tenant's and instance's name, readable in logs. */
export function slugOf(clubName: string, fallback: string): string {
  const slug = clubName
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : fallback;
}

/** The order's values through the tenants' and instances' own schemas: their rules, not a copy of them. */
function parseOrThrow<T extends z.ZodType>(schema: T, values: z.input<T>): z.output<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues.map((issue) => issue.message).join('; ');
  throw conflict(`Nie można utworzyć klienta z tego zamówienia: ${message}`);
}

function administratorOf(order: OrderRow) {
  const admin = order.adminUser;
  // The short form names no administrator: the orderer is the first one.
  return admin
    ? { name: `${admin.firstName} ${admin.lastName}`.trim(), email: admin.email }
    : { name: order.name, email: order.email };
}

/**
 * 'Utwórz klienta': on a paid order, one transaction creates the tenant and the club-system instance
 * through their own services, links both to the order, records it in the order's history and enqueues the
 * welcome to the first administrator. The order's row is locked first, so a double click creates once.
 */
/** The club system's address: the instance's own domain, else CUSTOMER_APP_URL with its name; null when neither. */
export function customerAppUrl(
  pattern: string | null,
  instance: { instanceName: string; domain: string | null },
): string | null {
  if (instance.domain) return `https://${instance.domain}`;
  return pattern ? pattern.replaceAll('{instance}', instance.instanceName) : null;
}

export function createOrderProvisioning({
  db,
  config,
  mail,
  clock,
  tenants,
  scmInstances,
}: Pick<OrdersDeps, 'db' | 'config' | 'mail' | 'clock' | 'tenants' | 'scmInstances'>) {
  const repository = createOrderRepository(db);

  return {
    async createCustomer(id: string, changedBy: string): Promise<OrderCustomer> {
      return repository.withLockedOrder(id, async (tx, order) => {
        if (!order) throw notFound(PROVISIONING_MESSAGES.notFound);
        if (order.tenantId || order.scmInstanceId) throw conflict(PROVISIONING_MESSAGES.exists);
        if (order.anonymizedAt) throw conflict(PROVISIONING_MESSAGES.anonymized);
        if (!order.paidOn) throw conflict(PROVISIONING_MESSAGES.unpaid);
        if (order.status === 'cancelled') throw conflict(PROVISIONING_MESSAGES.cancelled);

        const licenseType = order.plan as LicenseType;
        const subscriptionPlan = SUBSCRIPTION_PLAN_OF_ORDER[licenseType];
        if (!subscriptionPlan) throw conflict(`Nieznany plan zamówienia: ${order.plan}`);
        const name = slugOf(order.clubName, `klub-${order.id.slice(0, 8)}`);
        const link = { id: order.id, proformaNumber: order.proformaNumber };

        const tenant = await tenants.create(
          parseOrThrow(createTenantSchema, {
            tenantName: name,
            clubName: order.clubName,
            contactEmail: order.email,
            contactPhone: order.phone,
            subscriptionPlan,
            maxUsers: PLAN_USER_CAPS[subscriptionPlan],
            modules: order.selectedModules,
          }),
          link,
          tx,
        );
        const scmInstance = await scmInstances.create(
          parseOrThrow(createScmInstanceSchema, {
            instanceName: name,
            clubName: order.clubName,
            contactEmail: order.email,
            licenseType,
            modules: order.selectedModules,
          }),
          link,
          tx,
        );
        await repository.linkCustomer(tx, id, { tenantId: tenant.id, scmInstanceId: scmInstance.id });
        await repository.addHistory(tx, {
          id,
          fromStatus: order.status,
          toStatus: order.status,
          note: `Utworzono klienta: tenant ${tenant.tenantName} (${tenant.clientId}), instancja ${scmInstance.instanceName}`,
          changedBy,
          at: clock.now(),
        });

        const administrator = administratorOf(order);
        await mail.enqueue(tx, {
          template: 'customer-welcome',
          to: administrator.email,
          language: order.language === 'en' ? 'en' : 'pl',
          data: {
            orderId: id,
            orderNumber: order.proformaNumber,
            appUrl: customerAppUrl(config.customerAppUrl, scmInstance),
            adminEmail: administrator.email,
            name: administrator.name,
            clubName: order.clubName,
            plan: order.plan,
            modules: order.selectedModules,
            instanceName: scmInstance.instanceName,
          },
          related: { kind: 'orders', id },
        });
        return { orderId: id, tenant, scmInstance };
      });
    },
  };
}
export type OrderProvisioning = ReturnType<typeof createOrderProvisioning>;
