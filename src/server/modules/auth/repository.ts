import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { adminFactors, adminUsers, sessions } from '../../db/schema/index';

const userColumns = { id: adminUsers.id, email: adminUsers.email, role: adminUsers.role };

/** A session that still signs its admin in: the admin active, neither past its absolute expiry nor idle too long. */
const sessionIsActive = (idleSeconds: number) =>
  and(
    // Deactivation deletes the sessions too; this holds even for one created in the same instant.
    isNull(adminUsers.deactivatedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
  );

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ ...userColumns, passwordHash: adminUsers.passwordHash })
        .from(adminUsers)
        .where(eq(adminUsers.email, email));
      return row ?? null;
    },
    /** The admin who may sign in with this e-mail: has set a password and is not deactivated. */
    async findActiveUserByEmail(email: string) {
      const [row] = await db
        .select({ ...userColumns, passwordHash: adminUsers.passwordHash })
        .from(adminUsers)
        .where(and(eq(adminUsers.email, email), isNull(adminUsers.deactivatedAt)));
      return row?.passwordHash ? { ...row, passwordHash: row.passwordHash } : null;
    },
    async insertUser(email: string, passwordHash: string) {
      const [row] = await db.insert(adminUsers).values({ email, passwordHash }).returning(userColumns);
      return row!;
    },
    /** Inserts unless the e-mail is taken; false when another process created it first. */
    async insertUserIfAbsent(email: string, passwordHash: string): Promise<boolean> {
      const rows = await db
        .insert(adminUsers)
        .values({ email, passwordHash })
        .onConflictDoNothing({ target: adminUsers.email })
        .returning({ id: adminUsers.id });
      return rows.length > 0;
    },
    async updatePassword(userId: string, passwordHash: string, executor: Database | Tx = db) {
      await executor
        .update(adminUsers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(adminUsers.id, userId));
    },
    async countUsers() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
      return row?.count ?? 0;
    },
    async insertSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },
    /** The session's user if the session is neither past its absolute expiry nor idle too long. */
    async findActiveSession(idHash: string, idleSeconds: number) {
      const [row] = await db
        .select({
          user: userColumns,
          lastSeenAgeSeconds: sql<number>`extract(epoch from (now() - ${sessions.lastSeenAt}))::float8`,
          secondFactorAt: sessions.secondFactorAt,
          hasFactor: sql<boolean>`exists (select 1 from ${adminFactors} where ${adminFactors.userId} = ${sessions.userId} and ${adminFactors.confirmedAt} is not null)`,
        })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), sessionIsActive(idleSeconds)));
      return row ?? null;
    },
    /** Which of these sessions are still active, in one query; nothing is touched (a read, not a visit). */
    async findActiveSessionHashes(idHashes: string[], idleSeconds: number): Promise<string[]> {
      if (idHashes.length === 0) return [];
      const rows = await db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
        .where(and(inArray(sessions.idHash, idHashes), sessionIsActive(idleSeconds)));
      return rows.map((row) => row.idHash);
    },
    async touchSession(idHash: string) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.idHash, idHash));
    },
    async deleteSession(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    async deleteExpiredSessions() {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
