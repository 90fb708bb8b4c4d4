/** What other modules use of the KSeF API 2.0 client. */
export {
  createKsefClient,
  type KsefClient,
  type KsefConnectionCheck,
  type KsefInvoiceStatus,
  type KsefSession,
} from './client';
export { KsefAuthError, KsefRateLimitedError, KsefRejectedError, KsefUnavailableError } from './errors';
export { isValidKsefNumber } from './ksef-number';
export { sha256Base64 } from './crypto';
export type { KsefSettings } from '../../config-ksef';
