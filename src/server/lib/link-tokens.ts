import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { linkTokens } from '../db/schema/index';
import { randomToken, sha256 } from './crypto';

/** Every kind of secret link; a token of one purpose never opens another. */
export type LinkPurpose = 'demo-manage' | 'calendar-feed' | 'admin-invitation' | 'order-buyer';

/**
 * Whom a link of each purpose acts as (its subject id is that record's id). A new purpose must say, so a
 * link acting as an admin can never be missed when the admin is deactivated (revokeAdminLinks).
 */
const LINK_SUBJECTS = {
  'demo-manage': 'demo-booking',
  'calendar-feed': 'admin',
  'admin-invitation': 'admin',
  // The key a short-form order's confirmation gives the invoice's buyer with.
  'order-buyer': 'order',
} as const satisfies Record<LinkPurpose, 'admin' | 'demo-booking' | 'order'>;

/** The purposes whose links act as an admin: the calendar feed, the invitation (set-password) link. */
export const ADMIN_LINK_PURPOSES = (Object.keys(LINK_SUBJECTS) as LinkPurpose[]).filter(
  (purpose) => LINK_SUBJECTS[purpose] === 'admin',
);

/** The database or a transaction: a link is issued in the same transaction as the record it opens. */
export type LinkTokenExecutor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;

export type ResolvedLink = { subjectId: string; expiresAt: Date | null };

/**
 * The one helper for every secret link sent to people: 32 random bytes (256 bits) as base64url in the
 * link, only their SHA-256 in the database, with a purpose and an expiry. The clear token exists only in
 * the answer to `issue`: put it in the e-mail or show it once; it can never be read back.
 */
export function createLinkTokens(db: LinkTokenExecutor) {
  return {
    async issue(
      purpose: LinkPurpose,
      subjectId: string,
      expiresAt: Date | null,
      executor: LinkTokenExecutor = db,
    ): Promise<string> {
      const token = randomToken(32);
      await executor.insert(linkTokens).values({ tokenHash: sha256(token), purpose, subjectId, expiresAt });
      return token;
    },

    /** The subject of a valid, unexpired token of this purpose, else null (unknown, expired, other purpose). */
    async resolve(purpose: LinkPurpose, token: string, now: Date): Promise<ResolvedLink | null> {
      // A token is 43 characters of base64url; anything else cannot be one, and needs no query.
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const [row] = await db
        .update(linkTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(linkTokens.tokenHash, sha256(token)),
            eq(linkTokens.purpose, purpose),
            or(isNull(linkTokens.expiresAt), gt(linkTokens.expiresAt, now)),
          ),
        )
        .returning({ subjectId: linkTokens.subjectId, expiresAt: linkTokens.expiresAt });
      return row ?? null;
    },

    /** Moves the expiry of every link to the subject (a rescheduled demo keeps its links working). */
    async extend(
      purpose: LinkPurpose,
      subjectId: string,
      expiresAt: Date,
      executor: LinkTokenExecutor = db,
    ): Promise<void> {
      await executor
        .update(linkTokens)
        .set({ expiresAt })
        .where(and(eq(linkTokens.purpose, purpose), eq(linkTokens.subjectId, subjectId)));
    },

    /** Every link of this purpose to the subject stops working at once. */
    async revokeAll(
      purpose: LinkPurpose,
      subjectId: string,
      executor: LinkTokenExecutor = db,
    ): Promise<number> {
      const rows = await executor
        .delete(linkTokens)
        .where(and(eq(linkTokens.purpose, purpose), eq(linkTokens.subjectId, subjectId)))
        .returning({ tokenHash: linkTokens.tokenHash });
      return rows.length;
    },

    /** Every link acting as this admin, of every purpose, stops working at once (their deactivation). */
    async revokeAdminLinks(adminId: string, executor: LinkTokenExecutor = db): Promise<number> {
      const rows = await executor
        .delete(linkTokens)
        .where(and(inArray(linkTokens.purpose, ADMIN_LINK_PURPOSES), eq(linkTokens.subjectId, adminId)))
        .returning({ tokenHash: linkTokens.tokenHash });
      return rows.length;
    },

    /** When the subject's newest link of this purpose was made and last used (the back office shows it). */
    async latest(purpose: LinkPurpose, subjectId: string) {
      const rows = await db
        .select({ createdAt: linkTokens.createdAt, lastUsedAt: linkTokens.lastUsedAt })
        .from(linkTokens)
        .where(and(eq(linkTokens.purpose, purpose), eq(linkTokens.subjectId, subjectId)));
      if (rows.length === 0) return null;
      return rows.reduce((newest, row) => (row.createdAt > newest.createdAt ? row : newest));
    },
  };
}
export type LinkTokens = ReturnType<typeof createLinkTokens>;
