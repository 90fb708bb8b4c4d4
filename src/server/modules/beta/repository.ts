import { eq, sql } from 'drizzle-orm';
import type { BetaSignupRequest } from '@shared/contracts/beta';
import type { Database } from '../../db/client';
import { appSettings, betaSignups } from '../../db/schema/index';

export const POPUP_SETTING_KEY = 'beta-popup';

export type NewBetaSignup = Omit<BetaSignupRequest, 'altcha' | 'website' | 'fillTimeMs'> & {
  noticeSeenAt: Date;
};

export function createBetaRepository(db: Database) {
  return {
    async insertSignup(signup: NewBetaSignup) {
      const [row] = await db.insert(betaSignups).values(signup).returning({ id: betaSignups.id });
      return row!;
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
