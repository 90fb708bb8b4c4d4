import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { createLinkTokens } from '../../lib/link-tokens';

/**
 * Everything that acts as an admin without their password or second factor: their sessions and every secret
 * link whose subject they are (link-tokens' ADMIN_LINK_PURPOSES: the calendar feed with the bookers' details,
 * the invitation link). All of it ends at once, in the caller's transaction, whenever the account may have
 * been in other hands: deactivation, a reset of the second factors (the command line's or another admin's)
 * and a new password set by the command line. A link made before such a moment may have been made by
 * whoever held the account then; the admin makes a new one.
 */
export async function revokeAdminAccess(db: Database | Tx, adminId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, adminId));
  await createLinkTokens(db).revokeAdminLinks(adminId);
}
