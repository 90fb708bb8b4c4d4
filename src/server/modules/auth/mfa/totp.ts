import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { conflict, invalidField } from '../../../lib/http-errors';
import type { RequestContext } from '../security-events';
import type { Challenges } from './challenges';
import type { RecoveryCodes } from './recovery-codes';
import type { FactorActor, MfaContext } from './rules';

const TOTP_STEP_SECONDS = 30;
const TOTP_NAME = 'Aplikacja uwierzytelniająca';

/** TOTP (RFC 6238, 30 s, ±1 step, each step once): enrolment with a QR code and the code check. */
export function createTotp(
  { deps, repository, events }: MfaContext,
  challenges: Pick<Challenges, 'factorsChangedIn'>,
  recoveryCodes: Pick<RecoveryCodes, 'ifNone'>,
) {
  const { db, clock } = deps;

  /** The 30 s step the code belongs to (now, one before or one after), or null when it fits none. */
  function totpStep(secret: string, code: string): number | null {
    const epoch = clock.now().getTime();
    const checker = authenticator.clone({ epoch, window: 1, step: TOTP_STEP_SECONDS });
    const delta = checker.checkDelta(code, secret);
    if (delta === null) return null;
    return Math.floor(epoch / 1000 / TOTP_STEP_SECONDS) + delta;
  }

  async function verify(userId: string, code: string): Promise<boolean> {
    const factor = await repository.confirmedTotp(userId);
    if (!factor?.totpSecret) return false;
    const step = totpStep(deps.cipher.decrypt(factor.totpSecret), code);
    if (step === null) return false;
    // A code is good once: its step (or an earlier one) already used is refused, whichever process saw it.
    return repository.spendTotpStep(factor.id, step, clock.now());
  }

  /** A new TOTP secret, pending until its first code confirms it (then it replaces the old one). */
  async function begin({ user }: FactorActor) {
    const secret = authenticator.generateSecret(20);
    await db.transaction(async (tx) => {
      await repository.deletePendingTotp(tx, user.id);
      await repository.insertFactor(tx, {
        userId: user.id,
        kind: 'totp',
        name: TOTP_NAME,
        totpSecret: deps.cipher.encrypt(secret),
      });
    });
    const otpauthUrl = authenticator.keyuri(user.email, deps.config.company.name, secret);
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrSvg };
  }

  async function confirm(actor: FactorActor, code: string, context: RequestContext) {
    const { user } = actor;
    const pending = await repository.pendingTotp(user.id);
    if (!pending?.totpSecret) throw conflict('Najpierw rozpocznij dodawanie aplikacji uwierzytelniającej');
    const step = totpStep(deps.cipher.decrypt(pending.totpSecret), code);
    if (step === null)
      throw invalidField('code', 'Nieprawidłowy kod. Sprawdź czas w telefonie i spróbuj ponownie.');
    await db.transaction(async (tx) => {
      await repository.confirmTotp(tx, user.id, pending.id, step, clock.now());
      await challenges.factorsChangedIn(tx, actor, true);
      await events.record(user.id, 'factor_added', context, { method: 'totp' }, tx);
    });
    return { recoveryCodes: await recoveryCodes.ifNone(user.id) };
  }

  return { verify, begin, confirm };
}
