import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteContent } from '@shared/site-content';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest } from '@web/lib/api';

const PATH = '/api/admin/site-content';
const KEY = [PATH] as const;

export function useSiteContentForEditing() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest<SiteContent>('GET', PATH) });
}

export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) => apiRequest<SiteContent>('PUT', PATH, content),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast({ title: 'Zapisano treści strony', description: 'Strona publiczna pokazuje już nowe teksty.' });
    },
  });
}
