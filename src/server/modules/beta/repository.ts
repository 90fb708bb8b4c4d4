import { eq, sql } from 'drizzle-orm';
import type { BetaSignupRequest } from '@shared/contracts/beta';
import type { Database, Tx } from '../../db/client';
import { appSettings, betaSignups, type LeadAttribution } from '../../db/schema/index';

export const POPUP_SETTING_KEY = 'beta-popup';

export type NewBetaSignup = Omit<BetaSignupRequest, 'altcha' | 'website' | 'fillTimeMs'> &
  LeadAttribution & {
    noticeSeenAt: Date;
  };

export function createBetaRepository(db: Database) {
  return {
    /** `andThen` runs in the same transaction (the e-mails about it): both are stored, or neither. */
    async insertSignup(signup: NewBetaSignup, andThen: (tx: Tx, created: { id: string }) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(betaSignups).values(signup).returning({ id: betaSignups.id });
        await andThen(tx, row!);
        return row!;
      });
    },
    async readPopupEnabled(): Promise<boolean | null> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, POPUP_SETTING_KEY));
      if (!row) return null;
      const value = row.value as { enabled?: unknown };
      return value.enabled === true;
    },
    async writePopupEnabled(enabled: boolean) {
      await db
        .insert(appSettings)
        .values({ key: POPUP_SETTING_KEY, value: { enabled } })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: { enabled }, updatedAt: sql`now()` } });
    },
  };
}
