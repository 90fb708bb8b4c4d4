import type { ContactCreated, ContactRequest } from '@shared/contracts/contact';
import type { Language } from '@shared/language';
import { apiRequest, inPageLanguage } from '@web/lib/api';

/**
 * POST /api/contact (product §7). A plain call, not a TanStack mutation: it is the landing page's only write,
 * and the page's JavaScript budget is tight. Types only from the contract: zod stays out of the bundle.
 */
export const sendContact = (body: ContactRequest, language: Language) =>
  apiRequest<ContactCreated>('POST', inPageLanguage('/api/contact', language), body);
