import { and, gte, lt, sql } from 'drizzle-orm';
import type { RefusalReason } from '@shared/contracts/public-form';
import type { PublicForm } from '@shared/privacy';
import type { Database } from '../db/client';
import { formRefusals, usedChallenges } from '../db/schema/index';

export function createPublicFormRepository(db: Database) {
  return {
    /** True when this challenge was not used before; the primary key decides across processes. */
    async claimChallenge(challengeId: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(usedChallenges)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: usedChallenges.challengeId });
      return rows.length === 1;
    },

    async recordRefusal(form: PublicForm, reason: RefusalReason, at: Date) {
      await db.insert(formRefusals).values({ form, reason, at });
    },

    async refusalsSince(since: Date) {
      return db
        .select({
          form: formRefusals.form,
          reason: formRefusals.reason,
          total: sql<number>`count(*)::int`,
        })
        .from(formRefusals)
        .where(gte(formRefusals.at, since))
        .groupBy(formRefusals.form, formRefusals.reason);
    },

    /** Housekeeping for the daily job: expired challenges can no longer be replayed anyway. */
    async forgetBefore(challengesExpiredBefore: Date, refusalsBefore: Date) {
      await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, challengesExpiredBefore));
      await db.delete(formRefusals).where(and(lt(formRefusals.at, refusalsBefore)));
    },
  };
}
