import { useQuery } from '@tanstack/react-query';
import { TRAFFIC_PATH, type TrafficReport } from '@shared/contracts/analytics';
import { apiRequest } from '@web/lib/api';

export function useTraffic(from: string, to: string) {
  return useQuery({
    queryKey: [TRAFFIC_PATH, from, to],
    queryFn: () =>
      apiRequest<TrafficReport>('GET', `${TRAFFIC_PATH}?${new URLSearchParams({ from, to }).toString()}`),
  });
}
