import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { adminUsers, linkTokens } from '../../db/schema/index';

const columns = {
  id: adminUsers.id,
  email: adminUsers.email,
  hasPassword: sql<boolean>`${adminUsers.passwordHash} is not null`,
  createdAt: adminUsers.createdAt,
  deactivatedAt: adminUsers.deactivatedAt,
  invitationExpiresAt: sql<string | null>`(
    select max(${linkTokens.expiresAt}) from ${linkTokens}
    where ${linkTokens.purpose} = 'admin-invitation' and ${linkTokens.subjectId} = ${adminUsers.id}::text
  )`,
};
export type AdministratorRow = {
  id: string;
  email: string;
  hasPassword: boolean;
  createdAt: Date;
  deactivatedAt: Date | null;
  invitationExpiresAt: string | Date | null;
};

/** Active: has set a password and is not deactivated — the only admins who can sign in. */
const isActive = and(isNotNull(adminUsers.passwordHash), isNull(adminUsers.deactivatedAt));

export function createAdministratorsRepository(db: Database) {
  return {
    async list(limit: number, offset: number) {
      const rows: AdministratorRow[] = await db
        .select(columns)
        .from(adminUsers)
        .orderBy(desc(adminUsers.createdAt), desc(adminUsers.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
      return { rows, total: Number(total?.count ?? 0) };
    },

    async find(executor: Database, id: string): Promise<AdministratorRow | null> {
      const [row] = await executor.select(columns).from(adminUsers).where(eq(adminUsers.id, id));
      return row ?? null;
    },

    /** An invited admin (no password yet); null when the e-mail is taken (the unique index decides). */
    async insertInvited(tx: Tx, email: string) {
      const [row] = await tx
        .insert(adminUsers)
        .values({ email, passwordHash: null })
        .onConflictDoNothing({ target: adminUsers.email })
        .returning({ id: adminUsers.id });
      return row ?? null;
    },

    /**
     * The active admins' ids, their rows locked until the transaction ends: two deactivations at once
     * queue here, and the second sees the first's result (PostgreSQL re-checks a locked row's condition).
     */
    async lockActiveIds(tx: Tx): Promise<string[]> {
      const rows = await tx.select({ id: adminUsers.id }).from(adminUsers).where(isActive).for('update');
      return rows.map((row) => row.id);
    },

    async setDeactivated(tx: Tx, id: string, at: Date | null) {
      await tx
        .update(adminUsers)
        .set({ deactivatedAt: at, updatedAt: sql`now()` })
        .where(eq(adminUsers.id, id));
    },

    /** Sets the first password; false when it was already set (a link used twice at once). */
    async setFirstPassword(tx: Tx, id: string, passwordHash: string): Promise<boolean> {
      const rows = await tx
        .update(adminUsers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(and(eq(adminUsers.id, id), isNull(adminUsers.passwordHash), isNull(adminUsers.deactivatedAt)))
        .returning({ id: adminUsers.id });
      return rows.length > 0;
    },
  };
}
