import { randomBytes } from 'node:crypto';

/** A password no account has: made fresh for each attempt, so no fixed secret stands in the tests. */
export const wrongPassword = () => `wrong-${randomBytes(9).toString('base64url')}`;
