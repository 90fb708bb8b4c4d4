import type { AdminUser } from '@shared/contracts/auth';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import {
  DUPLICATE_ADMIN_MESSAGE,
  INVALID_INVITATION_MESSAGE,
  INVITATION_VALID_DAYS,
  LAST_ADMIN_MESSAGE,
  type Administrator,
} from '@shared/contracts/administrators';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { createLinkTokens } from '../../lib/link-tokens';
import type { AppInfrastructure } from '../../infrastructure';
import { hashPassword, normalizeEmail, revokeAdminAccess } from '../auth/public';
import { createAdministratorsRepository, type AdministratorRow } from './repository';

const PURPOSE = 'admin-invitation';
const DAY_MS = 24 * 60 * 60 * 1000;

function toAdministrator(row: AdministratorRow): Administrator {
  const status = row.deactivatedAt ? 'deactivated' : row.hasPassword ? 'active' : 'invited';
  return {
    id: row.id,
    email: row.email,
    status,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    invitationExpiresAt:
      status === 'invited' && row.invitationExpiresAt
        ? new Date(row.invitationExpiresAt).toISOString()
        : null,
  };
}

export type AdministratorsDeps = Pick<AppInfrastructure, 'db' | 'clock' | 'mail' | 'config'>;

/**
 * More than one operator (product §2, Administratorzy): invitations by e-mail with a one-time link,
 * deactivation that ends the sessions at once, and never fewer than one active admin.
 */
export function createAdministratorsService(deps: AdministratorsDeps) {
  const repository = createAdministratorsRepository(deps.db);
  const links = createLinkTokens(deps.db);

  async function sendInvitation(tx: Tx, id: string, email: string, invitedBy: string) {
    const expiresAt = new Date(deps.clock.now().getTime() + INVITATION_VALID_DAYS * DAY_MS);
    // One link at a time: a new invitation makes the earlier ones stop working.
    await links.revokeAll(PURPOSE, id, tx);
    const token = await links.issue(PURPOSE, id, expiresAt, tx);
    await deps.mail.enqueue(tx, {
      template: 'admin-invitation',
      to: email,
      language: 'pl',
      data: { token, invitedBy, expiresAt: expiresAt.toISOString() },
    });
  }

  async function found(tx: Tx, id: string) {
    const row = await repository.find(tx, id);
    if (!row) throw notFound('Nie znaleziono administratora');
    return row;
  }

  /** The invitation's admin while the link can still set a password; else the friendly 404. */
  async function invited(token: string) {
    const link = await links.resolve(PURPOSE, token, deps.clock.now());
    const row = link ? await repository.find(deps.db, link.subjectId) : null;
    if (!row || row.hasPassword || row.deactivatedAt) throw notFound(INVALID_INVITATION_MESSAGE);
    return row;
  }

  return {
    async list(limit: number, offset: number) {
      const { rows, total } = await repository.list(limit, offset);
      return { items: rows.map(toAdministrator), total };
    },

    async invite(emailInput: string, invitedBy: AdminUser): Promise<Administrator> {
      const email = normalizeEmail(emailInput);
      return deps.db.transaction(async (tx) => {
        const created = await repository.insertInvited(tx, email);
        if (!created) throw conflict(DUPLICATE_ADMIN_MESSAGE, { email: DUPLICATE_ADMIN_MESSAGE });
        await sendInvitation(tx, created.id, email, invitedBy.email);
        return toAdministrator(await found(tx, created.id));
      });
    },

    /** A fresh link for an admin who has not set a password yet (the first one expired or got lost). */
    async resendInvitation(id: string, invitedBy: AdminUser): Promise<Administrator> {
      return deps.db.transaction(async (tx) => {
        const row = await found(tx, id);
        if (row.hasPassword || row.deactivatedAt)
          throw conflict('Zaproszenie można wysłać ponownie tylko zaproszonemu administratorowi');
        await sendInvitation(tx, id, row.email, invitedBy.email);
        return toAdministrator(await found(tx, id));
      });
    },

    /**
     * Revokes everything that acts as the admin, in the same transaction (revokeAdminAccess: their sessions,
     * the calendar feed with the bookers' details, the invitation link). Refuses the last active one.
     */
    async deactivate(id: string): Promise<Administrator> {
      return deps.db.transaction(async (tx) => {
        const row = await found(tx, id);
        if (row.deactivatedAt) return toAdministrator(row);
        const active = await repository.lockActiveIds(tx);
        if (active.includes(id) && active.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
        await repository.setDeactivated(tx, id, deps.clock.now());
        await revokeAdminAccess(tx, id);
        return toAdministrator(await found(tx, id));
      });
    },

    /**
     * Active again; one who never set a password is invited again with a new link. Nothing revoked at
     * deactivation comes back (the rows are gone): they sign in anew, and a calendar feed stays revoked
     * until they create a new address (the old one may have been handed on while they were away).
     */
    async reactivate(id: string, by: AdminUser): Promise<Administrator> {
      return deps.db.transaction(async (tx) => {
        const row = await found(tx, id);
        if (!row.deactivatedAt) return toAdministrator(row);
        await repository.setDeactivated(tx, id, null);
        if (!row.hasPassword) await sendInvitation(tx, id, row.email, by.email);
        return toAdministrator(await found(tx, id));
      });
    },

    async viewInvitation(token: string) {
      return { email: (await invited(token)).email };
    },

    /**
     * Sets the password once and spends the link. What follows is the sign-in's (a session, or enrolment of
     * a second factor first), decided by the caller as after any password.
     */
    async acceptInvitation(token: string, password: string): Promise<AdminUser> {
      const row = await invited(token);
      const passwordHash = await hashPassword(password, deps.config.passwordHashCost);
      await deps.db.transaction(async (tx) => {
        // Two submissions of one link: the first sets the password, the second finds it set.
        if (!(await repository.setFirstPassword(tx, row.id, passwordHash)))
          throw notFound(INVALID_INVITATION_MESSAGE);
        await links.revokeAll(PURPOSE, row.id, tx);
      });
      return { id: row.id, email: row.email, role: ADMIN_ROLE };
    },
  };
}
export type AdministratorsService = ReturnType<typeof createAdministratorsService>;
