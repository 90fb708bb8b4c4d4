import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * product §7: queries are not retried; mutations are not retried. The default query function reads the
 * query key's first element as the API path.
 *
 * Public pages: queries never go stale and do not refetch on focus (what a visitor reads changes rarely).
 * The back office (`admin`): what it shows is kept current by the live updates (lib/live-updates.ts); on
 * top of that a query older than a few seconds is read again when the window regains focus or a screen
 * shows it again, so a laptop woken from sleep shows today's lists.
 */
export function createQueryClient({ admin = false }: { admin?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: admin ? 5_000 : Infinity,
        refetchOnWindowFocus: admin,
        retry: false,
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
