import type { BetaSignupRequest, PopupSettings } from '@shared/contracts/beta';
import type { Database } from '../../db/client';
import { createBetaRepository } from './repository';

/**
 * Until the operator switches it on, the pop-up stays off: a fresh installation does not greet visitors
 * with a beta form nobody is reading yet.
 */
export const POPUP_ENABLED_BY_DEFAULT = false;

export function createBetaService(db: Database) {
  const repository = createBetaRepository(db);
  return {
    /** The request schema already trimmed and checked every field (SPEC §5). */
    signUp: (signup: BetaSignupRequest) => repository.insertSignup(signup),

    async popupSettings(): Promise<PopupSettings> {
      return { enabled: (await repository.readPopupEnabled()) ?? POPUP_ENABLED_BY_DEFAULT };
    },

    async setPopupEnabled(enabled: boolean): Promise<PopupSettings> {
      await repository.writePopupEnabled(enabled);
      return { enabled };
    },
  };
}
