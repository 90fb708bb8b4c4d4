import type { PopupSettings } from '@shared/contracts/beta';
import type { Language } from '@shared/language';
import type { AppInfrastructure } from '../../infrastructure';
import { createBetaRepository, type NewBetaSignup } from './repository';

/**
 * Until the operator switches it on, the pop-up stays off: a fresh installation does not greet visitors
 * with a beta form nobody is reading yet.
 */
export const POPUP_ENABLED_BY_DEFAULT = false;

/** The shared-cache key of the pop-up switch. */
export const POPUP_SETTINGS_CACHE_KEY = 'popup-settings';

export type BetaDeps = Pick<AppInfrastructure, 'db' | 'clock' | 'mail' | 'sharedCache'>;

export function createBetaService({ db, clock, mail, sharedCache: cache }: BetaDeps) {
  const repository = createBetaRepository(db);

  return {
    /**
     * The request schema already trimmed and checked every field (product §5); the visitor saw the privacy
     * notice when sending the form.
     */
    signUp: (signup: Omit<NewBetaSignup, 'noticeSeenAt'>, language: Language) =>
      repository.insertSignup({ ...signup, noticeSeenAt: clock.now() }, async (tx, { id }) => {
        await mail.enqueue(tx, {
          template: 'beta-signup-confirmation',
          to: signup.email,
          language,
          data: { signupId: id, name: signup.name, clubName: signup.clubName },
          related: { kind: 'beta-signups', id },
        });
        await mail.notifyOperators(tx, {
          kind: 'beta-signups',
          recordId: id,
          headline: `${signup.clubName} (${signup.name})`,
          fields: [
            { label: 'Imię i nazwisko', value: signup.name },
            { label: 'Email', value: signup.email },
            { label: 'Telefon', value: signup.phone ?? null },
            { label: 'Klub', value: signup.clubName },
            { label: 'Wielkość klubu', value: signup.clubSize },
          ],
        });
      }),

    /**
     * Every open public page asks for the switch every 30 s: it is kept in memory until a change commits in
     * any process.
     */
    popupEnabled(): Promise<boolean> {
      return cache.get(
        POPUP_SETTINGS_CACHE_KEY,
        async () => (await repository.readPopupEnabled()) ?? POPUP_ENABLED_BY_DEFAULT,
      );
    },

    async setPopupEnabled(enabled: boolean): Promise<PopupSettings> {
      await db.transaction(async (tx) => {
        await createBetaRepository(tx).writePopupEnabled(enabled);
        await cache.invalidate(tx, POPUP_SETTINGS_CACHE_KEY);
      });
      return { enabled };
    },
  };
}
export type BetaService = ReturnType<typeof createBetaService>;
