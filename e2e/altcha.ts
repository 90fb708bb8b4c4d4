import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The public forms require a proof-of-work (PUBLIC_FORM_CHALLENGE, on in the e2e server as in production).
 * A spec posting a form directly does what an integration would: fetch the challenge, solve it as the
 * widget does, and send no sooner than a person could (the server's minimum fill time, from the challenge).
 */
export async function solvedAltcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/challenge')).json()) as Challenge;
  // Counted from the answer, not the call: the server signs the time it issued the challenge, and on a busy
  // machine the call can leave long after it was made (a send then fell under the minimum and was taken for
  // a bot: answered 201, nothing stored).
  const fetchedAt = Date.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  const wait = 2300 - (Date.now() - fetchedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A public form's JSON with its proof-of-work solved. */
export const withAltcha = async <T extends object>(request: APIRequestContext, data: T) => ({
  ...data,
  altcha: await solvedAltcha(request),
});
