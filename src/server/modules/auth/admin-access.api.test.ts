import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokens } from '../../db/schema/index';
import { ADMIN_LINK_PURPOSES, createLinkTokens } from '../../lib/link-tokens';
import { createAdminWithTotp } from '../../test/factories/admins';
import { nextIp } from '../../test/factories/visitors';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { createAuthService } from './service';

/**
 * Whenever an admin's account may have been in other hands (a lost factor reset, a password reset,
 * deactivation), nothing made with it before keeps acting as them: sessions, the calendar feed and any
 * other link whose subject they are. Other admins keep theirs.
 */
let app: TestApp;
let operator: Awaited<ReturnType<typeof signInAsAdmin>>;
let bystanderFeed: string;
beforeAll(async () => {
  app = await createTestApp();
  // Signs in with a password alone where no factor is required: stepped up for 'Administratorzy'.
  operator = await signInAsAdmin(app);
  bystanderFeed = await createFeed(operator.headers);
});
afterAll(() => app.close());

async function createFeed(headers: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url: '/api/admin/calendar-feed', headers });
  expect(response.statusCode).toBe(201);
  return new URL(response.json<{ url: string }>().url).pathname;
}
const readFeed = async (path: string) =>
  (await app.inject({ method: 'GET', url: path, remoteAddress: nextIp() })).statusCode;

type Target = Awaited<ReturnType<typeof createAdminWithTotp>>;
/** What the command line runs (scripts/admin.ts): the auth service on the configured database. */
const commandLine = () => createAuthService({ db: app.db });

const EVENTS: Array<[string, (target: Target) => Promise<void>]> = [
  ['npm run admin -- reset-mfa', async (target) => void (await commandLine().resetFactors(target.email))],
  [
    "another admin's reset of the second factor ('Administratorzy')",
    async (target) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/administrators/${target.user.id}/reset-mfa`,
        headers: operator.headers,
      });
      expect(response.statusCode).toBe(200);
    },
  ],
  [
    'npm run admin -- reset-password',
    (target) => commandLine().resetPassword(target.email, 'a new password of enough length'),
  ],
  [
    'deactivation',
    async (target) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/administrators/${target.user.id}/deactivate`,
        headers: operator.headers,
      });
      expect(response.statusCode).toBe(200);
    },
  ],
];

describe('what revokes an admin’s sessions and links', () => {
  for (const [event, happen] of EVENTS) {
    it(`${event}: their sessions, calendar feed and every other link acting as them stop working`, async () => {
      const target = await createAdminWithTotp(app);
      const session = await target.session(true);
      const feed = await createFeed(session);
      // A pending set-password link too: every purpose acting as an admin goes, not the feed alone.
      await createLinkTokens(app.db).issue(
        'admin-invitation',
        target.user.id,
        new Date(app.deps.clock.now().getTime() + 86_400_000),
      );
      expect(await readFeed(feed)).toBe(200);

      await happen(target);

      expect(await readFeed(feed)).toBe(404);
      const left = await app.db
        .select({ purpose: linkTokens.purpose })
        .from(linkTokens)
        .where(
          and(eq(linkTokens.subjectId, target.user.id), inArray(linkTokens.purpose, ADMIN_LINK_PURPOSES)),
        );
      expect(left).toEqual([]);
      const user = await app.inject({ method: 'GET', url: '/api/admin/user', headers: session });
      expect(user.statusCode).toBe(401);
      // The admin who acted, and every other admin, keep theirs.
      expect(await readFeed(bystanderFeed)).toBe(200);
      const own = await app.inject({ method: 'GET', url: '/api/admin/user', headers: operator.headers });
      expect(own.statusCode).toBe(200);
    });
  }
});
