import { useMutation } from '@tanstack/react-query';
import type { FullOrderRequest, OrderCreated, SimpleOrderRequest } from '@shared/contracts/order';
import { usePublicFormSubmit } from '@web/components/public-form/use-public-form-submit';
import { sendPublicForm } from '@web/lib/api';
import { useLanguage } from '@web/i18n/language';

/** POST /api/order (product §7): one endpoint for both forms; non-OK answers are raised as ApiRequestError. */
export function useSubmitOrder() {
  // The page's language names the order's (its e-mail, its currency): a page opened with ?lang=en
  // keeps no cookie, so the call says it.
  const { language } = useLanguage();
  return useMutation({
    mutationFn: ({
      body,
      submissionKey,
    }: {
      body: FullOrderRequest | SimpleOrderRequest;
      submissionKey: string;
    }) => sendPublicForm<OrderCreated>('/api/order', language, body, submissionKey),
  });
}

/** Sending an order the public forms' way (usePublicFormSubmit), in the form's own request shape. */
export function useSendOrder<Request extends FullOrderRequest | SimpleOrderRequest>() {
  const submit = useSubmitOrder();
  return usePublicFormSubmit((body: Request, submissionKey) => submit.mutateAsync({ body, submissionKey }));
}
