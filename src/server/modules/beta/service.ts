import type { PopupSettings } from '@shared/contracts/beta';
import type { Language } from '@shared/language';
import type { Database } from '../../db/client';
import type { MailService } from '../../mail/mail-service';
import { createBetaRepository, type NewBetaSignup } from './repository';

/**
 * Until the operator switches it on, the pop-up stays off: a fresh installation does not greet visitors
 * with a beta form nobody is reading yet.
 */
export const POPUP_ENABLED_BY_DEFAULT = false;

/**
 * Every open public page asks for the switch every 30 s, so the answer is kept for 2 s: the database sees
 * one read per process per 2 s however many visitors there are. A change made here is seen at once; one
 * made through another server process within 2 s — far inside the pop-up's own 30 s polling.
 */
export const POPUP_SETTINGS_CACHE_MS = 2000;

export function createBetaService(db: Database, mail: MailService, now: () => number = Date.now) {
  const repository = createBetaRepository(db);
  let cached: { value: PopupSettings; until: number } | null = null;

  return {
    /** The request schema already trimmed and checked every field (product §5). */
    signUp: (signup: NewBetaSignup, language: Language) =>
      repository.insertSignup(signup, async (tx, { id }) => {
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

    async popupSettings(): Promise<PopupSettings> {
      if (cached && cached.until > now()) return cached.value;
      const value = { enabled: (await repository.readPopupEnabled()) ?? POPUP_ENABLED_BY_DEFAULT };
      cached = { value, until: now() + POPUP_SETTINGS_CACHE_MS };
      return value;
    },

    async setPopupEnabled(enabled: boolean): Promise<PopupSettings> {
      await repository.writePopupEnabled(enabled);
      cached = null;
      return { enabled };
    },
  };
}
