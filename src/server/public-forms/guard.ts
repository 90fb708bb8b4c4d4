import {
  PUBLIC_FORM_ERRORS,
  REFUSAL_REASONS,
  type FormRefusals,
  type PublicFormFields,
  type RefusalReason,
} from '@shared/contracts/public-form';
import { MIN_FILL_TIME_MS, PUBLIC_FORMS, type PublicForm } from '@shared/privacy';
import type { AppInfrastructure } from '../infrastructure';
import { invalidField } from '../lib/http-errors';
import { createChallengeService } from './challenge';
import { createPublicFormRepository } from './repository';

/** The back office shows refusals of the last week. */
export const REFUSAL_WINDOW_DAYS = 7;

export type GuardVerdict = 'accepted' | 'bot';

/**
 * Spam protection of every public form, in one place. A bot that fills the hidden field or sends in under
 * MIN_FILL_TIME_MS is answered as if it succeeded (it learns nothing to adapt to) and nothing is stored or
 * mailed; a missing, invalid or reused proof-of-work gets 400 with a message a person can act on. Every
 * refusal is counted per form, without content.
 */
export function createPublicFormGuard({
  db,
  clock,
  config,
}: Pick<AppInfrastructure, 'db' | 'clock' | 'config'>) {
  const repository = createPublicFormRepository(db);
  const challenges = createChallengeService(config.appSecret);

  async function refuse(form: PublicForm, reason: RefusalReason) {
    await repository.recordRefusal(form, reason, clock.now());
  }

  return {
    createChallenge: () => challenges.create(clock.now()),

    async check(form: PublicForm, body: PublicFormFields): Promise<GuardVerdict> {
      const now = clock.now();
      if (body.website && body.website.trim() !== '') {
        await refuse(form, 'honeypot');
        return 'bot';
      }
      if (body.fillTimeMs !== undefined && body.fillTimeMs < MIN_FILL_TIME_MS) {
        await refuse(form, 'too-fast');
        return 'bot';
      }
      if (!config.publicFormChallenge) return 'accepted';

      const result = await challenges.verify(body.altcha, now);
      if (!result.ok) {
        await refuse(form, 'challenge');
        throw invalidField(
          'altcha',
          result.reason === 'missing'
            ? PUBLIC_FORM_ERRORS.challengeMissing
            : PUBLIC_FORM_ERRORS.challengeInvalid,
        );
      }
      // The challenge was fetched when the visitor started filling the form: a signed clock a bot cannot move.
      if (now.getTime() - result.issuedAt < MIN_FILL_TIME_MS) {
        await refuse(form, 'too-fast');
        return 'bot';
      }
      if (!(await repository.claimChallenge(result.challengeId, new Date(result.expiresAt)))) {
        await refuse(form, 'challenge');
        throw invalidField('altcha', PUBLIC_FORM_ERRORS.challengeUsed);
      }
      return 'accepted';
    },

    async refusals(): Promise<FormRefusals> {
      const since = new Date(clock.now().getTime() - REFUSAL_WINDOW_DAYS * 86_400_000);
      const rows = await repository.refusalsSince(since);
      const forms = PUBLIC_FORMS.map((form) => {
        const byReason = Object.fromEntries(REFUSAL_REASONS.map((reason) => [reason, 0])) as Record<
          RefusalReason,
          number
        >;
        for (const row of rows) {
          if (row.form === form && (REFUSAL_REASONS as readonly string[]).includes(row.reason)) {
            byReason[row.reason as RefusalReason] += row.total;
          }
        }
        return { form, byReason, total: Object.values(byReason).reduce((a, b) => a + b, 0) };
      });
      return { days: REFUSAL_WINDOW_DAYS, total: forms.reduce((a, f) => a + f.total, 0), forms };
    },

    /** Daily housekeeping: used challenges past their validity, refusals past the window. */
    async forgetExpired() {
      const now = clock.now().getTime();
      await repository.forgetBefore(new Date(now), new Date(now - REFUSAL_WINDOW_DAYS * 86_400_000));
    },
  };
}
export type PublicFormGuard = ReturnType<typeof createPublicFormGuard>;
