import type { OrderLink } from '@shared/contracts/common';
import type { CreateScmInstanceValues, ScmInstance } from '@shared/contracts/scm-instances';
import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import { randomToken } from '../../lib/crypto';
import { notFound } from '../../lib/http-errors';
import { createScmInstancesRepository, type ScmInstanceRow } from './repository';

export const API_KEY_PREFIX = 'scm_';
export const INSTANCE_NOT_FOUND = 'SCM instance not found';

export type ScmInstancesDeps = Pick<AppInfrastructure, 'db' | 'cipher'>;

/** Club-system instances: the server generates the API key and secret; the secret is encrypted at rest. */
export function createScmInstancesService({ db, cipher }: ScmInstancesDeps) {
  const repository = createScmInstancesRepository(db);

  const toInstance = (row: ScmInstanceRow, order: OrderLink): ScmInstance => ({
    id: row.id,
    instanceName: row.instanceName,
    clubName: row.clubName,
    contactEmail: row.contactEmail,
    domain: row.domain,
    licenseType: row.licenseType,
    modules: row.modules,
    webhookUrl: row.webhookUrl,
    status: row.status,
    apiKey: row.apiKey,
    apiSecret: cipher.decrypt(row.apiSecretEncrypted),
    lastActivity: row.lastActivity?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    order,
  });

  return {
    /**
     * Values as validated by createScmInstanceSchema (the route declares it, provisioning parses with it).
     * `order`: the order it is created from, which the caller links in the same transaction.
     */
    async create(values: CreateScmInstanceValues, order: OrderLink = null, tx?: Tx): Promise<ScmInstance> {
      const row = await repository.insert(
        {
          ...values,
          domain: values.domain ?? null,
          webhookUrl: values.webhookUrl ?? null,
          apiKey: `${API_KEY_PREFIX}${randomToken(24)}`,
          apiSecretEncrypted: cipher.encrypt(randomToken(32)),
        },
        tx,
      );
      return toInstance(row, order);
    },

    async list(limit: number, offset: number): Promise<{ items: ScmInstance[]; total: number }> {
      const { rows, total } = await repository.list(limit, offset);
      return { items: rows.map((row) => toInstance(row, row.order)), total };
    },

    async delete(id: string): Promise<void> {
      if (!(await repository.delete(id))) throw notFound(INSTANCE_NOT_FOUND);
    },
  };
}
export type ScmInstancesService = ReturnType<typeof createScmInstancesService>;
