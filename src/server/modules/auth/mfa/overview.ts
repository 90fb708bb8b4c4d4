import type { AdminUser } from '@shared/contracts/auth';
import type { SecurityOverview } from '@shared/contracts/mfa';
import { sha256 } from '../../../lib/crypto';
import { conflict, notFound } from '../../../lib/http-errors';
import { resetFactorsOf, type RequestContext } from '../security-events';
import type { Challenges } from './challenges';
import type { MfaContext } from './rules';

const SIGN_IN_HISTORY_DAYS = 90;

type SessionState = { secondFactorAt: Date | null; hasFactor: boolean };

/** Not the stored hash itself: an id for the Security screen that is no lookup key. */
const sessionIdOf = (idHash: string) => sha256(`session:${idHash}`);

/**
 * The Security screen: the admin's factors, sessions and sign-ins, a factor or a session removed; another
 * admin's reset of lost factors; and the sign-in history's 90 days.
 */
export function createOverview(
  { deps, repository, events }: MfaContext,
  challenges: Pick<Challenges, 'factorsChangedIn'>,
  isSteppedUp: (session: SessionState) => boolean,
) {
  const { db, clock } = deps;

  return {
    async overview(user: AdminUser, sessionToken: string, session: SessionState): Promise<SecurityOverview> {
      const factors = await repository.confirmedFactors(user.id);
      const codes = await repository.unusedRecoveryCodes(user.id);
      const open = await repository.openSessions(user.id);
      const currentHash = sha256(sessionToken);
      const since = new Date(clock.now().getTime() - SIGN_IN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
      const signIns = await events.signIns(user.id, since);
      return {
        factors: factors.map((f) => ({
          id: f.id,
          kind: f.kind as 'passkey' | 'totp',
          name: f.name,
          createdAt: f.createdAt.toISOString(),
          lastUsedAt: f.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: codes,
        sessions: open.map((s) => ({
          id: sessionIdOf(s.idHash),
          current: s.idHash === currentHash,
          userAgent: s.userAgent,
          ip: s.ip,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        })),
        signIns: signIns.map((e) => ({
          at: e.at.toISOString(),
          success: e.success,
          method: e.method,
          ip: e.ip,
          userAgent: e.userAgent,
        })),
        steppedUp: isSteppedUp(session),
      };
    },

    async endSession(user: AdminUser, id: string) {
      const target = (await repository.sessionHashesOf(user.id)).find((idHash) => sessionIdOf(idHash) === id);
      if (!target) throw notFound('Nie znaleziono tej sesji');
      await repository.deleteSession(target);
    },

    async removeFactor(user: AdminUser, sessionToken: string, factorId: string, context: RequestContext) {
      const factors = await repository.confirmedFactors(user.id);
      const target = factors.find((f) => f.id === factorId);
      if (!target) throw notFound('Nie znaleziono tej metody logowania');
      if (deps.config.mfaRequired && factors.length <= 1)
        throw conflict('To Twoja jedyna metoda logowania dwuetapowego: najpierw dodaj inną');
      await db.transaction(async (tx) => {
        await repository.deleteFactor(tx, target.id);
        await challenges.factorsChangedIn(tx, { user, sessionToken }, false);
        await events.record(user.id, 'factor_removed', context, { method: target.kind }, tx);
      });
    },

    /**
     * Another admin resets an admin's factors (a lost phone): factors, codes and sessions go, the admin
     * enrols anew at the next sign-in, is told by e-mail, and the reset is recorded with who did it.
     */
    async resetFactors(targetId: string, by: AdminUser, context: RequestContext) {
      const target = await repository.findUser(targetId);
      if (!target) throw notFound('Nie znaleziono administratora');
      await db.transaction(async (tx) => {
        await resetFactorsOf(tx, target.id);
        await events.record(target.id, 'factors_reset', context, { actorEmail: by.email }, tx);
        await deps.mail.enqueue(tx, {
          template: 'factors-reset',
          to: target.email,
          language: 'pl',
          data: { email: target.email, resetBy: by.email },
        });
      });
    },

    /**
     * The sign-in history keeps 90 days, as the Security screen shows: older sign-ins (an address and a browser
     * each) go, so no admin's whereabouts pile up for ever. Idempotent.
     */
    async forgetOldSignIns(): Promise<number> {
      return events.forgetSignInsBefore(new Date(clock.now().getTime() - SIGN_IN_HISTORY_DAYS * 86_400_000));
    },
  };
}
