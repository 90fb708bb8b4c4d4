import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * product §7: queries never go stale, do not refetch on focus, are not retried; mutations are not retried.
 * The default query function reads the query key's first element as the API path.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
