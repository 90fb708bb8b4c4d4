import type { ContactCreated, ContactRequest } from '@shared/contracts/contact';
import type { Language } from '@shared/language';
import { sendPublicForm } from '@web/lib/api';

/**
 * POST /api/contact (product §7). A plain call, not a TanStack mutation: it is the landing page's only write,
 * and the page's JavaScript budget is tight. Types only from the contract: zod stays out of the bundle.
 */
export const sendContact = (body: ContactRequest, language: Language, submissionKey: string) =>
  sendPublicForm<ContactCreated>('/api/contact', language, body, submissionKey);
