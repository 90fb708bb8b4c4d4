import { useMutation } from '@tanstack/react-query';
import type { FullOrderRequest, OrderCreated, SimpleOrderRequest } from '@shared/contracts/order';
import { apiRequest } from '@web/lib/api';

/** POST /api/order (product §7): one endpoint for both forms; non-OK answers are raised as ApiRequestError. */
export function useSubmitOrder() {
  return useMutation({
    mutationFn: (body: FullOrderRequest | SimpleOrderRequest) =>
      apiRequest<OrderCreated>('POST', '/api/order', body),
  });
}
