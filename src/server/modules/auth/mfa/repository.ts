import { and, count, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AdminUser } from '@shared/contracts/auth';
import type { Database, Tx } from '../../../db/client';
import {
  adminChallenges,
  adminFactors,
  adminRecoveryCodes,
  adminUsers,
  sessions,
} from '../../../db/schema/index';

export type ChallengeKind =
  'second_factor' | 'enrol' | 'webauthn_register' | 'webauthn_login' | 'webauthn_step_up';

/** A challenge that is still good: this token's hash, of this kind, not past its expiry. */
const liveChallenge = (idHash: string, kind: ChallengeKind, now: Date) =>
  and(eq(adminChallenges.idHash, idHash), eq(adminChallenges.kind, kind), gt(adminChallenges.expiresAt, now));

const unusedCodesOf = (userId: string) =>
  and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt));

const pendingTotpOf = (userId: string) =>
  and(eq(adminFactors.userId, userId), eq(adminFactors.kind, 'totp'), isNull(adminFactors.confirmedAt));

/** The challenges: stored as hashes, each of a kind, live until its expiry. */
function challengeQueries(db: Database) {
  return {
    /** Drops the challenges past their expiry, then stores a new one. */
    async insertChallenge(values: typeof adminChallenges.$inferInsert, now: Date) {
      await db.delete(adminChallenges).where(lt(adminChallenges.expiresAt, now));
      await db.insert(adminChallenges).values(values);
    },

    async findChallenge(idHash: string, kind: ChallengeKind, now: Date) {
      const [row] = await db
        .select()
        .from(adminChallenges)
        .where(liveChallenge(idHash, kind, now));
      return row ?? null;
    },

    /** Deletes a live challenge; a row for exactly one caller, however many race for it. */
    async consumeChallenge(idHash: string, kind: ChallengeKind, now: Date) {
      const rows = await db
        .delete(adminChallenges)
        .where(liveChallenge(idHash, kind, now))
        .returning({ userId: adminChallenges.userId });
      return rows[0] ?? null;
    },

    /** Spends an enrolment challenge only while it is at the admin's factor state; true when it was. */
    async consumeEnrolment(idHash: string, userId: string, now: Date): Promise<boolean> {
      const spent = await db
        .delete(adminChallenges)
        .where(
          and(
            liveChallenge(idHash, 'enrol', now),
            sql`${adminChallenges.factorVersion} = (select ${adminUsers.factorVersion} from ${adminUsers} where ${adminUsers.id} = ${userId})`,
          ),
        )
        .returning({ idHash: adminChallenges.idHash });
      return spent.length === 1;
    },

    async moveEnrolmentTo(tx: Tx, idHash: string, factorVersion: number) {
      await tx.update(adminChallenges).set({ factorVersion }).where(eq(adminChallenges.idHash, idHash));
    },
  };
}

/** The admin's own row: who may sign in, and the factor state enrolment is bound to. */
function adminQueries(db: Database) {
  return {
    /** The admin who may sign in: not deactivated, with a password set. */
    async activeUser(userId: string): Promise<AdminUser | null> {
      const [row] = await db
        .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
        .from(adminUsers)
        .where(
          and(
            eq(adminUsers.id, userId),
            isNull(adminUsers.deactivatedAt),
            isNotNull(adminUsers.passwordHash),
          ),
        );
      return row ?? null;
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({ id: adminUsers.id, email: adminUsers.email })
        .from(adminUsers)
        .where(eq(adminUsers.id, userId));
      return row ?? null;
    },

    /** The admin's factor state (-1 for no such admin). */
    async factorVersionOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ factorVersion: adminUsers.factorVersion })
        .from(adminUsers)
        .where(eq(adminUsers.id, userId));
      return row?.factorVersion ?? -1;
    },

    /** Moves the admin's factor state on, only from `expected` when given; the new state, or null. */
    async bumpFactorVersion(tx: Tx, userId: string, expected: number | null): Promise<number | null> {
      const [bumped] = await tx
        .update(adminUsers)
        .set({ factorVersion: sql`${adminUsers.factorVersion} + 1` })
        .where(
          and(
            eq(adminUsers.id, userId),
            expected !== null ? eq(adminUsers.factorVersion, expected) : undefined,
          ),
        )
        .returning({ factorVersion: adminUsers.factorVersion });
      return bumped?.factorVersion ?? null;
    },
  };
}

/** The sessions a second factor marks, ends or lists. */
function sessionQueries(db: Database) {
  return {
    async markSecondFactor(idHash: string, at: Date, executor: Database | Tx = db) {
      await executor.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.idHash, idHash));
    },

    /** Ends the admin's sessions opened with the password alone. */
    async deletePasswordOnlySessions(tx: Tx, userId: string) {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.secondFactorAt)));
    },

    /** The admin's sessions not past their absolute expiry, the most recently seen first. */
    async openSessions(userId: string) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(sql`${sessions.lastSeenAt} desc`);
    },

    async sessionHashesOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return rows.map((row) => row.idHash);
    },

    async deleteSession(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
  };
}

/** The factors: passkeys and TOTP apps, pending until confirmed. */
function factorQueries(db: Database) {
  return {
    /** The admin's confirmed factors, oldest first. */
    async confirmedFactors(userId: string) {
      return db
        .select()
        .from(adminFactors)
        .where(and(eq(adminFactors.userId, userId), isNotNull(adminFactors.confirmedAt)))
        .orderBy(adminFactors.createdAt);
    },

    async confirmedTotp(userId: string) {
      const [row] = await db
        .select()
        .from(adminFactors)
        .where(
          and(
            eq(adminFactors.userId, userId),
            eq(adminFactors.kind, 'totp'),
            isNotNull(adminFactors.confirmedAt),
          ),
        );
      return row ?? null;
    },

    async pendingTotp(userId: string) {
      const [row] = await db.select().from(adminFactors).where(pendingTotpOf(userId));
      return row ?? null;
    },

    async deletePendingTotp(tx: Tx, userId: string) {
      await tx.delete(adminFactors).where(pendingTotpOf(userId));
    },

    /** Records the TOTP step used, unless it (or a later one) was used already; true when it was not. */
    async spendTotpStep(factorId: string, step: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(adminFactors)
        .set({ totpLastStep: step, lastUsedAt: at })
        .where(
          and(
            eq(adminFactors.id, factorId),
            sql`(${adminFactors.totpLastStep} is null or ${adminFactors.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: adminFactors.id });
      return updated.length === 1;
    },

    /** Confirms a pending TOTP factor at its first step and drops the admin's other one. */
    async confirmTotp(tx: Tx, userId: string, factorId: string, step: number, at: Date) {
      await tx
        .delete(adminFactors)
        .where(
          and(eq(adminFactors.userId, userId), eq(adminFactors.kind, 'totp'), ne(adminFactors.id, factorId)),
        );
      await tx
        .update(adminFactors)
        .set({ confirmedAt: at, totpLastStep: step })
        .where(eq(adminFactors.id, factorId));
    },

    async passkeyByCredential(credentialId: string) {
      const [row] = await db
        .select()
        .from(adminFactors)
        .where(and(eq(adminFactors.credentialId, credentialId), eq(adminFactors.kind, 'passkey')));
      return row ?? null;
    },

    async passkeyUsed(factorId: string, signCount: number, at: Date) {
      await db.update(adminFactors).set({ signCount, lastUsedAt: at }).where(eq(adminFactors.id, factorId));
    },

    async insertFactor(tx: Tx, values: typeof adminFactors.$inferInsert) {
      await tx.insert(adminFactors).values(values);
    },

    async deleteFactor(tx: Tx, factorId: string) {
      await tx.delete(adminFactors).where(eq(adminFactors.id, factorId));
    },
  };
}

/** The recovery codes, as hashes. */
function recoveryCodeQueries(db: Database) {
  return {
    async unusedRecoveryCodes(userId: string): Promise<number> {
      const [codes] = await db.select({ n: count() }).from(adminRecoveryCodes).where(unusedCodesOf(userId));
      return codes?.n ?? 0;
    },

    /** Every recovery code the admin was given, used or not. */
    async recoveryCodeCount(userId: string): Promise<number> {
      const [codes] = await db
        .select({ n: count() })
        .from(adminRecoveryCodes)
        .where(eq(adminRecoveryCodes.userId, userId));
      return codes?.n ?? 0;
    },

    /** Marks an unused code used; true for exactly one caller. */
    async spendRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const used = await db
        .update(adminRecoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(adminRecoveryCodes.codeHash, codeHash), unusedCodesOf(userId)))
        .returning({ codeHash: adminRecoveryCodes.codeHash });
      return used.length === 1;
    },

    async replaceRecoveryCodes(tx: Tx, userId: string, codeHashes: string[]) {
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
      await tx.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId })));
    },
  };
}

/** The second factor's rows: challenges, factors (passkeys, TOTP), recovery codes and the sessions they mark. */
export function createMfaRepository(db: Database) {
  return {
    ...challengeQueries(db),
    ...adminQueries(db),
    ...sessionQueries(db),
    ...factorQueries(db),
    ...recoveryCodeQueries(db),
  };
}
export type MfaRepository = ReturnType<typeof createMfaRepository>;
