import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { revokeAdminAccess } from './admin-access';
import {
  adminChallenges,
  adminFactors,
  adminRecoveryCodes,
  adminSecurityEvents,
  adminUsers,
} from '../../db/schema/index';

/** Where a request came from, for sessions and the sign-in history. */
export type RequestContext = { ip: string; userAgent: string | null };

export type SecurityEventKind =
  | 'sign_in'
  | 'recovery_code_used'
  | 'factor_added'
  | 'factor_removed'
  | 'recovery_codes_regenerated'
  | 'factors_reset'
  /** Wrong second-factor codes for the account reached its cap (mfa/factor-attempts.ts): codes refused for a while. */
  | 'second_factor_locked';

/** The admins' sign-ins and security changes: the Security screen's history and the audit of resets. */
export function createSecurityEvents(db: Database) {
  return {
    async record(
      userId: string,
      kind: SecurityEventKind,
      context: RequestContext | null,
      details: { success?: boolean; method?: string; actorEmail?: string } = {},
      tx: Database | Tx = db,
    ) {
      await tx.insert(adminSecurityEvents).values({
        userId,
        kind,
        success: details.success ?? true,
        method: details.method ?? null,
        ip: context?.ip ?? null,
        userAgent: context?.userAgent?.slice(0, 500) ?? null,
        actorEmail: details.actorEmail ?? null,
      });
    },
    /** Sign-ins before `before` (the Security screen shows 90 days); the audit of changes and resets stays. */
    async forgetSignInsBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(adminSecurityEvents)
        .where(and(eq(adminSecurityEvents.kind, 'sign_in'), lt(adminSecurityEvents.at, before)))
        .returning({ id: adminSecurityEvents.id });
      return gone.length;
    },
    async signIns(userId: string, since: Date) {
      return db
        .select()
        .from(adminSecurityEvents)
        .where(
          and(
            eq(adminSecurityEvents.userId, userId),
            inArray(adminSecurityEvents.kind, ['sign_in']),
            gt(adminSecurityEvents.at, since),
          ),
        )
        .orderBy(desc(adminSecurityEvents.at))
        .limit(200);
    },
    async forUser(userId: string) {
      return db
        .select()
        .from(adminSecurityEvents)
        .where(eq(adminSecurityEvents.userId, userId))
        .orderBy(desc(adminSecurityEvents.at));
    },
  };
}
export type SecurityEvents = ReturnType<typeof createSecurityEvents>;

/**
 * Removes every factor, recovery code and pending challenge of an admin (a lost factor), and whatever acts
 * as them (revokeAdminAccess: sessions, calendar feeds and other links).
 */
export async function resetFactorsOf(db: Database | Tx, userId: string) {
  await db.delete(adminFactors).where(eq(adminFactors.userId, userId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.delete(adminChallenges).where(eq(adminChallenges.userId, userId));
  await revokeAdminAccess(db, userId);
  await db
    .update(adminUsers)
    .set({ factorVersion: sql`${adminUsers.factorVersion} + 1` })
    .where(eq(adminUsers.id, userId));
}
