import type { OrderLink } from '@shared/contracts/common';
import type { CreateTenantValues, Tenant } from '@shared/contracts/tenants';
import { TENANT_CLIENT_ID_PREFIX } from '@shared/contracts/tenants';
import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import { randomToken, sha256, type Cipher } from '../../lib/crypto';
import { notFound } from '../../lib/http-errors';
import { createTenantsRepository, type TenantRow } from './repository';

export const TENANT_NOT_FOUND = 'Nie znaleziono tenanta';

/**
 * A client secret is kept twice: as a SHA-256 hash, which /oauth/token verifies (a fast hash is right for a
 * 256-bit random value), and AES-GCM encrypted, so the operator can reveal and copy it again.
 */
function newSecret(cipher: Cipher) {
  const clientSecret = randomToken(32);
  return {
    clientSecret,
    stored: { clientSecretHash: sha256(clientSecret), clientSecretEncrypted: cipher.encrypt(clientSecret) },
  };
}

export type TenantsDeps = Pick<AppInfrastructure, 'db' | 'cipher'>;

export function createTenantsService({ db, cipher }: TenantsDeps) {
  const repository = createTenantsRepository(db);

  const toTenant = (row: TenantRow, order: OrderLink): Tenant => ({
    id: row.id,
    tenantName: row.tenantName,
    clubName: row.clubName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    domain: row.domain,
    webhookUrl: row.webhookUrl,
    subscriptionPlan: row.subscriptionPlan,
    maxUsers: row.maxUsers,
    modules: row.modules,
    isActive: row.isActive,
    clientId: row.clientId,
    clientSecret: cipher.decrypt(row.clientSecretEncrypted),
    createdAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivity?.toISOString() ?? null,
    order,
  });

  return {
    /**
     * Values as validated by createTenantSchema (the route declares it, provisioning parses with it). `order`:
     * the order it is created from, which the caller links in the same transaction.
     */
    async create(values: CreateTenantValues, order: OrderLink = null, tx?: Tx): Promise<Tenant> {
      const { stored } = newSecret(cipher);
      const row = await repository.insert(
        {
          ...values,
          contactPhone: values.contactPhone ?? null,
          domain: values.domain ?? null,
          webhookUrl: values.webhookUrl ?? null,
          clientId: `${TENANT_CLIENT_ID_PREFIX}${randomToken(16)}`,
          ...stored,
        },
        tx,
      );
      return toTenant(row, order);
    },

    async list(limit: number, offset: number): Promise<{ items: Tenant[]; total: number }> {
      const { rows, total } = await repository.list(limit, offset);
      return { items: rows.map((row) => toTenant(row, row.order)), total };
    },

    async setActive(id: string, isActive: boolean): Promise<Tenant> {
      const row = await repository.setActive(id, isActive);
      if (!row) throw notFound(TENANT_NOT_FOUND);
      return toTenant(row, await repository.orderLink(id));
    },

    async rotateSecret(id: string): Promise<Tenant> {
      const row = await repository.replaceSecret(id, newSecret(cipher).stored);
      if (!row) throw notFound(TENANT_NOT_FOUND);
      return toTenant(row, await repository.orderLink(id));
    },
  };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
