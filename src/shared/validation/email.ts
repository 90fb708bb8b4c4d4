import { regexes } from 'zod/v4/core';

/**
 * The e-mail rule every contract applies (`z.email()`), for the forms that check before sending without
 * loading zod (the landing page's budget): the browser's own `type="email"` check lets `a@b` through, which
 * the server then refuses in other words.
 */
export const isEmailAddress = (value: string): boolean => regexes.email.test(value.trim());
