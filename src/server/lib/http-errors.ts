/** An error whose status and message are meant for the caller; anything else is a 500 and a bug. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A machine-readable reason the screen acts on (e.g. asking for a second factor in place). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
/** One field wrong: the message names it, and `fields` carries it for the form. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, message, { [field]: message });
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts, try again later', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
