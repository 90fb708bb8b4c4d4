import { useMutation } from '@tanstack/react-query';
import type { ContactCreated, ContactRequest } from '@shared/contracts/contact';
import { apiRequest } from '@web/lib/api';

/** POST /api/contact (SPEC §7). Types only from the contract: zod stays out of the landing page's bundle. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactRequest) => apiRequest<ContactCreated>('POST', '/api/contact', body),
  });
}
