import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthTokens, tenants } from '../../db/schema/index';

export function createOAuthRepository(db: Database) {
  return {
    async findClient(clientId: string) {
      const [row] = await db
        .select({ id: tenants.id, secretHash: tenants.clientSecretHash, isActive: tenants.isActive })
        .from(tenants)
        .where(eq(tenants.clientId, clientId));
      return row ?? null;
    },

    /** Stores the new token's hash, drops the tenant's expired ones, and records the tenant's activity. */
    async insertToken(token: { tokenHash: string; tenantId: string; scope: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .delete(oauthTokens)
          .where(and(eq(oauthTokens.tenantId, token.tenantId), lt(oauthTokens.expiresAt, sql`now()`)));
        await tx.insert(oauthTokens).values(token);
        await tx
          .update(tenants)
          .set({ lastActivity: sql`now()` })
          .where(eq(tenants.id, token.tenantId));
      });
    },

    /**
     * The token's tenant and scope while the token is unexpired and the tenant active. The join repeats the
     * deactivation rule, so even a token inserted while a deactivation was committing is refused.
     */
    async findLiveToken(tokenHash: string) {
      const [row] = await db
        .select({ tenantId: oauthTokens.tenantId, scope: oauthTokens.scope })
        .from(oauthTokens)
        .innerJoin(tenants, eq(tenants.id, oauthTokens.tenantId))
        .where(
          and(
            eq(oauthTokens.tokenHash, tokenHash),
            gt(oauthTokens.expiresAt, sql`now()`),
            eq(tenants.isActive, true),
          ),
        );
      return row ?? null;
    },
  };
}
export type OAuthRepository = ReturnType<typeof createOAuthRepository>;
