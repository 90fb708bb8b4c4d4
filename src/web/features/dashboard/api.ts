import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATH, type Dashboard } from '@shared/contracts/dashboard';
import { apiRequest } from '@web/lib/api';

/** The inbox's mutations refetch this key too, so the counts follow every change. */
export function useDashboard() {
  return useQuery({
    queryKey: [DASHBOARD_PATH],
    queryFn: () => apiRequest<Dashboard>('GET', DASHBOARD_PATH),
  });
}
